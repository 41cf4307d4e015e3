// check-name: a sizeof() of the struct in a #define body is a size the conversion would change unseen: it blocks, at the #define
// check-command: flexfix dump uses $file; flexfix fix --no-root --kernel --form=rewrite $file 2>&1 >/dev/null
// check-exit-value: 0

struct ent { u32 v; };
struct tab {
	u32 nr;
	struct ent ents[1];
};
#define TAB_MAX 16
#define TAB_BUF_SZ (sizeof(struct tab) + (TAB_MAX - 1) * sizeof(struct ent))
#define NOT_A_SIZE(x) my_sizeof_tab(x)

u32 tab_at(struct tab *t, u32 i);
u32 tab_at(struct tab *t, u32 i)
{
	return t->ents[i].v;
}

// check-output-start
// define-size.c:17:12: index-var 't->ents[i]' of 'ents' in 'struct tab'
// define-size.c:11:1: size-unknown '#define TAB_BUF_SZ: sizeof(struct tab)' of 'ents' in 'struct tab'
// define-size.c:8:13: note: not converted: 'ents' in 'struct tab': this sizeof() would shrink by one element at define-size.c:11 (#define TAB_BUF_SZ: sizeof(struct tab))
// flexfix: 0 converted (0 to a flexible array, 0 in the union that keeps the size), 1 not converted
// flexfix:       1 not converted: this sizeof() would shrink by one element
// check-output-end
