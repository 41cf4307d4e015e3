// check-name: a call's result is typed by the function's declaration ('struct s *f(...)', also 'static inline', the prototype or the definition): 'ent_get(i)->port[i]' is a use, 'to_priv(x)->port' of another struct is no guess; a name declared with two return types, or returning through a typedef name, is not read (a guess)
// check-command: flexfix dump uses $file; flexfix scan --explain --no-root $file
// check-exit-value: 1

struct ent {
	u32 n;
	u32 port[1];
};
struct priv { struct ent *port; u32 k; };
typedef struct ent ent_t;

static inline struct priv *to_priv(void *x) { return x; }
struct ent *ent_get(int i);
static inline
struct ent *ent_inline(void *x) { return x; }
#ifdef OTHER_UNIT
struct priv *twice(void *x);	/* another unit's: the tree has both */
#else
struct ent *twice(void *x);
#endif
ent_t *ent_typedef(void *x);

u32 use(void *x, struct ent *e, int i);
u32 use(void *x, struct ent *e, int i)
{
	if (to_priv(x)->port == e)
		return 1;
	return ent_get(i)->port[i] + ent_inline(x)->port[2] + twice(x)->port[3] + ent_typedef(x)->port[4];
}


// check-output-start
// call-result.c:28:21: index-var 'ent_get(i)->port[i]' of 'port' in 'struct ent'
// call-result.c:28:46: index-const 'ent_inline(x)->port[2]' of 'port' in 'struct ent' index 2
// call-result.c:28:66: index-const 'twice(x)->port[3]' of 'port' in 'struct ent' index 3 (guessed from the member name)
// call-result.c:28:92: index-const 'ent_typedef(x)->port[4]' of 'port' in 'struct ent' index 4 (guessed from the member name)
// call-result.c:7:6: warning: one-element array 'port' at the end of 'struct ent' [flexfix-one-element]
// call-result.c:28:21: note: used as flexible: index by a variable 'ent_get(i)->port[i]'
// call-result.c:28:46: note: used as flexible: index past the declared size 'ent_inline(x)->port[2]'
// call-result.c:28:66: note: used as flexible: index past the declared size (guessed from the member name) 'twice(x)->port[3]'
// call-result.c:28:92: note: used as flexible: index past the declared size (guessed from the member name) 'ent_typedef(x)->port[4]'
// call-result.c:7:6: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// check-output-end
