// check-name: in a macro's body, a member named by one of its parameters ('&sc->name') is whatever the argument names: no use and no guess of a target whose member has the parameter's name; a member the body names itself still is a guess (a body's variables are not known)
// check-command: flexfix dump uses $file; flexfix scan --explain --no-root $file
// check-exit-value: 1

struct tp_field { u32 off; };
struct syscall_tp {
	struct tp_field id;
	struct tp_field args;
};

struct ent {
	u32 n;
	char name[1];
};

u32 tp_init(struct tp_field *f, const char *s);
struct syscall_tp *tp_of(void *evsel);
extern struct ent *cur_ent;

#define tp_init_field(evsel, name) \
	({ struct syscall_tp *sc = tp_of(evsel); tp_init(&sc->name, #name); })
#define ent_name(i) (cur_ent->name[i])


// check-output-start
// member-name-param.c:22:31: index-var 'cur_ent->name[i]' of 'name' in 'struct ent' (guessed from the member name)
// member-name-param.c:13:7: warning: one-element array 'name' at the end of 'struct ent' [flexfix-one-element]
// member-name-param.c:22:31: note: used as flexible: index by a variable (guessed from the member name) 'cur_ent->name[i]'
// member-name-param.c:13:7: note: verdict unknown; fix: not converted: no use shows it used as a flexible array
// check-output-end
