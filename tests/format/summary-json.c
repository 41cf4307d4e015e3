// check-name: --summary --format=json: the same counts, the same columns whatever the data
// check-command: cd .. && flexfix scan --summary --format=json --depth=1 --kinds=one-element,zero-length scan/one-element.c format/summary-json.c
// check-exit-value: 1

struct a { u32 n; u8 d[1]; };
struct b { u32 n; u8 e[1]; };

// check-output-start
// {
//   "depth": 1,
//   "columns": [
//     "one-element",
//     "zero-length"
//   ],
//   "directories": [
//     {
//       "directory": "format",
//       "counts": {
//         "one-element": 2,
//         "zero-length": 0
//       },
//       "total": 2
//     },
//     {
//       "directory": "scan",
//       "counts": {
//         "one-element": 1,
//         "zero-length": 0
//       },
//       "total": 1
//     }
//   ],
//   "total": {
//     "counts": {
//       "one-element": 3,
//       "zero-length": 0
//     },
//     "total": 3
//   }
// }
// check-output-end
