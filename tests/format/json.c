// check-name: JSON output: every field, notes included
// check-command: flexfix scan --format=json $file
// check-exit-value: 1

struct e { u32 v; };
struct t {
	u32 n;
	struct e tab[0];
#ifdef CONFIG_RCU
	struct rcu_head rcu;
#endif
};

// check-output-start
// {
//   "tool": "flexfix",
//   "version": "0.1",
//   "schema": 1,
//   "findings": [
//     {
//       "path": "json.c",
//       "line": 8,
//       "column": 11,
//       "offset": 181,
//       "kind": "zero-length-not-last",
//       "severity": "error",
//       "message": "member 'rcu' follows zero-length array 'tab' in 'struct t'",
//       "struct": "struct t",
//       "member": "tab",
//       "element_type": "struct e",
//       "size": "0",
//       "uapi": false,
//       "condition": "#ifdef CONFIG_RCU",
//       "notes": [
//         {
//           "path": "json.c",
//           "line": 10,
//           "column": 18,
//           "message": "member 'rcu' follows it when '#ifdef CONFIG_RCU' is compiled in"
//         }
//       ]
//     }
//   ]
// }
// check-output-end
