// check-name: SARIF 2.1.0 output
// check-command: flexfix scan --root=. --format=sarif $file | sed 's|"file://.*/"|"file://ROOT/"|'
// check-exit-value: 0

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
//               "name": "ZeroLengthNotLast",
//               "shortDescription": {
//                 "text": "a zero-length array is followed by other members: they overlap its elements"
//               },
//               "fullDescription": {
//                 "text": "A zero-length array is followed by other members: they overlap its elements."
//               },
//               "help": {
//                 "text": "A zero-length array is followed by other members: they overlap its elements. Move the array to the end of the struct as a flexible array member (T m[]), or, if the members after it are meant to follow the elements, give them their own struct; 'flexfix fix' moves it when nothing depends on the layout.",
//                 "markdown": "A zero-length array is followed by other members: they overlap its elements.\n\nMove the array to the end of the struct as a flexible array member (T m[]), or, if the members after it are meant to follow the elements, give them their own struct; 'flexfix fix' moves it when nothing depends on the layout.\n\nSee [Zero-length and one-element arrays](https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays) in the kernel's deprecated interfaces."
//               },
//               "helpUri": "https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays",
//               "defaultConfiguration": {
//                 "level": "error"
//               }
//             },
//             {
//               "id": "flexfix-flexible-not-last",
//               "name": "FlexibleNotLast",
//               "shortDescription": {
//                 "text": "a flexible array member is followed by other members (a compile error in C)"
//               },
//               "fullDescription": {
//                 "text": "A flexible array member is followed by other members (a compile error in C)."
//               },
//               "help": {
//                 "text": "A flexible array member is followed by other members (a compile error in C). A flexible array member must be the last member: move it there, or make it a fixed-size array if its size is known.",
//                 "markdown": "A flexible array member is followed by other members (a compile error in C).\n\nA flexible array member must be the last member: move it there, or make it a fixed-size array if its size is known.\n\nSee [Zero-length and one-element arrays](https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays) in the kernel's deprecated interfaces."
//               },
//               "helpUri": "https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays",
//               "defaultConfiguration": {
//                 "level": "error"
//               }
//             },
//             {
//               "id": "flexfix-one-element",
//               "name": "OneElement",
//               "shortDescription": {
//                 "text": "a one-element array ends a struct or union: a fake flexible array whose size counts one element"
//               },
//               "fullDescription": {
//                 "text": "A one-element array ends a struct or union: a fake flexible array whose size counts one element."
//               },
//               "help": {
//                 "text": "A one-element array ends a struct or union: a fake flexible array whose size counts one element. Declare it as a flexible array member (T m[]) and compute sizes with struct_size()/flex_array_size() instead of 'count - 1'; where the struct's size must stay (a wire or disk format), keep the element in a union with DECLARE_FLEX_ARRAY(). 'flexfix fix' does both and lists what it cannot prove.",
//                 "markdown": "A one-element array ends a struct or union: a fake flexible array whose size counts one element.\n\nDeclare it as a flexible array member (T m[]) and compute sizes with struct_size()/flex_array_size() instead of 'count - 1'; where the struct's size must stay (a wire or disk format), keep the element in a union with DECLARE_FLEX_ARRAY(). 'flexfix fix' does both and lists what it cannot prove.\n\nSee [Zero-length and one-element arrays](https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays) in the kernel's deprecated interfaces."
//               },
//               "helpUri": "https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays",
//               "defaultConfiguration": {
//                 "level": "warning"
//               }
//             },
//             {
//               "id": "flexfix-zero-length",
//               "name": "ZeroLength",
//               "shortDescription": {
//                 "text": "a zero-length array ends a struct or union: a GNU extension, replace it with a flexible array member"
//               },
//               "fullDescription": {
//                 "text": "A zero-length array ends a struct or union: a GNU extension, replace it with a flexible array member."
//               },
//               "help": {
//                 "text": "A zero-length array ends a struct or union: a GNU extension, replace it with a flexible array member. Declare it as a flexible array member (T m[]); in a union or as a struct's only member use DECLARE_FLEX_ARRAY(). The size of the struct does not change. 'flexfix fix' converts it.",
//                 "markdown": "A zero-length array ends a struct or union: a GNU extension, replace it with a flexible array member.\n\nDeclare it as a flexible array member (T m[]); in a union or as a struct's only member use DECLARE_FLEX_ARRAY(). The size of the struct does not change. 'flexfix fix' converts it.\n\nSee [Zero-length and one-element arrays](https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays) in the kernel's deprecated interfaces."
//               },
//               "helpUri": "https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays",
//               "defaultConfiguration": {
//                 "level": "warning"
//               }
//             },
//             {
//               "id": "flexfix-flex-not-at-end",
//               "name": "FlexNotAtEnd",
//               "shortDescription": {
//                 "text": "a struct ending with a flexible array is embedded before other members or used as an array element"
//               },
//               "fullDescription": {
//                 "text": "A struct ending with a flexible array is embedded before other members or used as an array element."
//               },
//               "help": {
//                 "text": "A struct ending with a flexible array is embedded before other members or used as an array element. Put the member whose type ends with a flexible array last, or embed a pointer instead; with -fstrict-flex-arrays the compiler cannot bound its trailing array otherwise.",
//                 "markdown": "A struct ending with a flexible array is embedded before other members or used as an array element.\n\nPut the member whose type ends with a flexible array last, or embed a pointer instead; with -fstrict-flex-arrays the compiler cannot bound its trailing array otherwise.\n\nSee [Zero-length and one-element arrays](https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays) in the kernel's deprecated interfaces."
//               },
//               "helpUri": "https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays",
//               "defaultConfiguration": {
//                 "level": "warning"
//               }
//             },
//             {
//               "id": "flexfix-member-after-flex",
//               "name": "MemberAfterFlex",
//               "shortDescription": {
//                 "text": "guard: a patch adds a member after a trailing one-element or flexible array"
//               },
//               "fullDescription": {
//                 "text": "Guard: a patch adds a member after a trailing one-element or flexible array."
//               },
//               "help": {
//                 "text": "Guard: a patch adds a member after a trailing one-element or flexible array. Add the new member before the trailing array, or in a struct of its own.",
//                 "markdown": "Guard: a patch adds a member after a trailing one-element or flexible array.\n\nAdd the new member before the trailing array, or in a struct of its own.\n\nSee [Zero-length and one-element arrays](https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays) in the kernel's deprecated interfaces."
//               },
//               "helpUri": "https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays",
//               "defaultConfiguration": {
//                 "level": "warning"
//               }
//             },
//             {
//               "id": "flexfix-fake-flex-size",
//               "name": "FakeFlexSize",
//               "shortDescription": {
//                 "text": "guard: a patch adds a size computation that counts a one-element array's element ('n - 1', 'sizeof(s) - sizeof(e)')"
//               },
//               "fullDescription": {
//                 "text": "Guard: a patch adds a size computation that counts a one-element array's element ('n - 1', 'sizeof(s) - sizeof(e)')."
//               },
//               "help": {
//                 "text": "Guard: a patch adds a size computation that counts a one-element array's element ('n - 1', 'sizeof(s) - sizeof(e)'). Make the trailing array a flexible array member and compute the size with struct_size(), which counts the elements exactly.",
//                 "markdown": "Guard: a patch adds a size computation that counts a one-element array's element ('n - 1', 'sizeof(s) - sizeof(e)').\n\nMake the trailing array a flexible array member and compute the size with struct_size(), which counts the elements exactly.\n\nSee [Zero-length and one-element arrays](https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays) in the kernel's deprecated interfaces."
//               },
//               "helpUri": "https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays",
//               "defaultConfiguration": {
//                 "level": "warning"
//               }
//             },
//             {
//               "id": "flexfix-fixed-trailing-added",
//               "name": "FixedTrailingAdded",
//               "shortDescription": {
//                 "text": "guard --strict: a patch adds a fixed-size trailing array"
//               },
//               "fullDescription": {
//                 "text": "Guard --strict: a patch adds a fixed-size trailing array."
//               },
//               "help": {
//                 "text": "Guard --strict: a patch adds a fixed-size trailing array. If the array holds a variable number of elements, declare it as a flexible array member (T m[]); otherwise nothing is wrong.",
//                 "markdown": "Guard --strict: a patch adds a fixed-size trailing array.\n\nIf the array holds a variable number of elements, declare it as a flexible array member (T m[]); otherwise nothing is wrong.\n\nSee [Zero-length and one-element arrays](https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays) in the kernel's deprecated interfaces."
//               },
//               "helpUri": "https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays",
//               "defaultConfiguration": {
//                 "level": "warning"
//               }
//             },
//             {
//               "id": "flexfix-flexible",
//               "name": "Flexible",
//               "shortDescription": {
//                 "text": "a true flexible array member (T m[] or DECLARE_FLEX_ARRAY)"
//               },
//               "fullDescription": {
//                 "text": "A true flexible array member (T m[] or DECLARE_FLEX_ARRAY)."
//               },
//               "help": {
//                 "text": "A true flexible array member (T m[] or DECLARE_FLEX_ARRAY). Nothing to do; __counted_by() on it lets the bounds checkers know its length.",
//                 "markdown": "A true flexible array member (T m[] or DECLARE_FLEX_ARRAY).\n\nNothing to do; __counted_by() on it lets the bounds checkers know its length.\n\nSee [Zero-length and one-element arrays](https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays) in the kernel's deprecated interfaces."
//               },
//               "helpUri": "https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays",
//               "defaultConfiguration": {
//                 "level": "note"
//               }
//             },
//             {
//               "id": "flexfix-fixed-trailing",
//               "name": "FixedTrailing",
//               "shortDescription": {
//                 "text": "a fixed-size array ends a struct or union; only its uses tell whether it is used as flexible"
//               },
//               "fullDescription": {
//                 "text": "A fixed-size array ends a struct or union; only its uses tell whether it is used as flexible."
//               },
//               "help": {
//                 "text": "A fixed-size array ends a struct or union; only its uses tell whether it is used as flexible. Nothing to do unless its uses index past its size; 'flexfix scan --explain' shows them.",
//                 "markdown": "A fixed-size array ends a struct or union; only its uses tell whether it is used as flexible.\n\nNothing to do unless its uses index past its size; 'flexfix scan --explain' shows them.\n\nSee [Zero-length and one-element arrays](https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays) in the kernel's deprecated interfaces."
//               },
//               "helpUri": "https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays",
//               "defaultConfiguration": {
//                 "level": "note"
//               }
//             },
//             {
//               "id": "flexfix-unparsed",
//               "name": "Unparsed",
//               "shortDescription": {
//                 "text": "a construct flexfix could not read; findings near it may be missing"
//               },
//               "fullDescription": {
//                 "text": "A construct flexfix could not read; findings near it may be missing."
//               },
//               "help": {
//                 "text": "A construct flexfix could not read; findings near it may be missing. Findings near it may be missing; a macro flexfix cannot expand is the usual cause.",
//                 "markdown": "A construct flexfix could not read; findings near it may be missing.\n\nFindings near it may be missing; a macro flexfix cannot expand is the usual cause.\n\nSee [Zero-length and one-element arrays](https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays) in the kernel's deprecated interfaces."
//               },
//               "helpUri": "https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays",
//               "defaultConfiguration": {
//                 "level": "note"
//               }
//             }
//           ]
//         }
//       },
//       "originalUriBaseIds": {
//         "SRCROOT": {
//           "uri": "file://ROOT/",
//           "description": {
//             "text": "the project's root"
//           }
//         }
//       },
//       "columnKind": "utf16CodeUnits",
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
//                   "uri": "sarif.c",
//                   "uriBaseId": "SRCROOT"
//                 },
//                 "region": {
//                   "startLine": 5,
//                   "startColumn": 22,
//                   "snippet": {
//                     "text": "struct m { u32 n; u8 d[1]; };"
//                   }
//                 }
//               }
//             }
//           ],
//           "partialFingerprints": {
//             "flexfix/v2": "one-element:sarif.c:struct m:d"
//           }
//         }
//       ]
//     }
//   ]
// }
// check-output-end
