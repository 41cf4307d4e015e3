// check-name: objects of the struct (locals, parameters, globals, with an annotation) are recorded, a parameter as a copy (every call copies), and the element used in one needs the union form of a [1] (none in portable mode: refused); a typedef or a parameter after a pointer is not an object
// check-command: flexfix dump uses $file; flexfix scan --explain --no-root $file
// check-exit-value: 1

#define __initdata
struct item { u32 v; };
struct msg {
	u32 n;
	struct item it[1];
};
typedef struct msg msg_t;
struct msg __initdata *boot_msg;
struct msg global_msg;

u32 msg_first(struct msg m, const struct msg *p, u32 i);
u32 msg_first(struct msg m, const struct msg *p, u32 i)
{
	struct msg local = { 0 };

	return m.it[0].v + local.it[i].v + p->it[i].v;
}

// check-output-start
// by-value.c:13:12: by-value 'struct msg global_msg' of 'it' in 'struct msg'
// by-value.c:15:26: by-value 'struct msg m' of 'it' in 'struct msg' (a copy of the struct)
// by-value.c:16:26: by-value 'struct msg m' of 'it' in 'struct msg' (a copy of the struct)
// by-value.c:18:13: by-value 'struct msg local' of 'it' in 'struct msg'
// by-value.c:20:11: index-const 'm.it[0]' of 'it' in 'struct msg' index 0
// by-value.c:20:27: index-var 'local.it[i]' of 'it' in 'struct msg'
// by-value.c:20:40: index-var 'p->it[i]' of 'it' in 'struct msg'
// by-value.c:9:14: warning: one-element array 'it' at the end of 'struct msg' [flexfix-one-element]
// by-value.c:13:12: note: an object of the struct (its storage holds the declared elements) 'struct msg global_msg'
// by-value.c:15:26: note: an object of the struct (its storage holds the declared elements) 'struct msg m'
// by-value.c:16:26: note: an object of the struct (its storage holds the declared elements) 'struct msg m'
// by-value.c:18:13: note: an object of the struct (its storage holds the declared elements) 'struct msg local'
// by-value.c:20:11: note: index within the declared size 'm.it[0]'
// by-value.c:20:27: note: used as flexible: index by a variable 'local.it[i]'
// by-value.c:20:40: note: used as flexible: index by a variable 'p->it[i]'
// by-value.c:9:14: note: verdict flexible-use; fix: not converted: the element is used in an object of the struct (by value), and the union form that keeps the size cannot be written: the union form needs DECLARE_FLEX_ARRAY(), not available in portable mode at by-value.c:20
// check-output-end
