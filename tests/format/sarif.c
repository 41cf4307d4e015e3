// check-name: SARIF 2.1.0 output
// check-command: flexfix scan --format=sarif $file
// check-exit-value: 1

struct m { u32 n; u8 d[1]; };

// check-output-start
// {
//   "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
//   "version": "2.1.0",
//   "runs": [
//     {
//       "tool": {
//         "driver": {
//           "name": "flexfix",
//           "version": "0.1",
//           "informationUri": "https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays",
//           "rules": [
//             {
//               "id": "flexfix-zero-length-not-last",
//               "shortDescription": {
//                 "text": "a zero-length array is followed by other members: they overlap its elements"
//               },
//               "defaultConfiguration": {
//                 "level": "error"
//               }
//             },
//             {
//               "id": "flexfix-flexible-not-last",
//               "shortDescription": {
//                 "text": "a flexible array member is followed by other members (a compile error in C)"
//               },
//               "defaultConfiguration": {
//                 "level": "error"
//               }
//             },
//             {
//               "id": "flexfix-one-element",
//               "shortDescription": {
//                 "text": "a one-element array ends a struct or union: a fake flexible array whose size counts one element"
//               },
//               "defaultConfiguration": {
//                 "level": "warning"
//               }
//             },
//             {
//               "id": "flexfix-zero-length",
//               "shortDescription": {
//                 "text": "a zero-length array ends a struct or union: a GNU extension, replace it with a flexible array member"
//               },
//               "defaultConfiguration": {
//                 "level": "warning"
//               }
//             },
//             {
//               "id": "flexfix-flex-not-at-end",
//               "shortDescription": {
//                 "text": "a struct ending with a flexible array is embedded before other members or used as an array element"
//               },
//               "defaultConfiguration": {
//                 "level": "warning"
//               }
//             },
//             {
//               "id": "flexfix-member-after-flex",
//               "shortDescription": {
//                 "text": "guard: a patch adds a member after a trailing one-element or flexible array"
//               },
//               "defaultConfiguration": {
//                 "level": "warning"
//               }
//             },
//             {
//               "id": "flexfix-fake-flex-size",
//               "shortDescription": {
//                 "text": "guard: a patch adds a size computation that counts a one-element array's element ('n - 1', 'sizeof(s) - sizeof(e)')"
//               },
//               "defaultConfiguration": {
//                 "level": "warning"
//               }
//             },
//             {
//               "id": "flexfix-fixed-trailing-added",
//               "shortDescription": {
//                 "text": "guard --strict: a patch adds a fixed-size trailing array"
//               },
//               "defaultConfiguration": {
//                 "level": "warning"
//               }
//             },
//             {
//               "id": "flexfix-flexible",
//               "shortDescription": {
//                 "text": "a true flexible array member (T m[] or DECLARE_FLEX_ARRAY)"
//               },
//               "defaultConfiguration": {
//                 "level": "note"
//               }
//             },
//             {
//               "id": "flexfix-fixed-trailing",
//               "shortDescription": {
//                 "text": "a fixed-size array ends a struct or union; only its uses tell whether it is used as flexible"
//               },
//               "defaultConfiguration": {
//                 "level": "note"
//               }
//             },
//             {
//               "id": "flexfix-unparsed",
//               "shortDescription": {
//                 "text": "a construct flexfix could not read; findings near it may be missing"
//               },
//               "defaultConfiguration": {
//                 "level": "note"
//               }
//             }
//           ]
//         }
//       },
//       "columnKind": "unicodeCodePoints",
//       "results": [
//         {
//           "ruleId": "flexfix-one-element",
//           "ruleIndex": 2,
//           "level": "warning",
//           "message": {
//             "text": "one-element array 'd' at the end of 'struct m'"
//           },
//           "locations": [
//             {
//               "physicalLocation": {
//                 "artifactLocation": {
//                   "uri": "sarif.c"
//                 },
//                 "region": {
//                   "startLine": 5,
//                   "startColumn": 22
//                 }
//               }
//             }
//           ],
//           "partialFingerprints": {
//             "flexfix/v1": "one-element:sarif.c:struct m:d"
//           }
//         }
//       ]
//     }
//   ]
// }
// check-output-end
