// check-name: a sizeof() of the struct in a #define body is read as an expression: a form the rewrite knows is rewritten there ('- 1' dropped), any other blocks at its place in the body
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

struct pool { u32 nr; u32 slot[1]; };
#define POOL_PAIR_SZ (2 * \
		      sizeof(struct pool))

u32 tab_at(struct tab *t, u32 i);
u32 tab_at(struct tab *t, u32 i)
{
	return t->ents[i].v;
}

u32 pool_at(struct pool *p, u32 i);
u32 pool_at(struct pool *p, u32 i)
{
	return p->slot[i];
}




// check-output-start
// define-size.c:21:12: index-var 't->ents[i]' of 'ents' in 'struct tab'
// define-size.c:27:12: index-var 'p->slot[i]' of 'slot' in 'struct pool'
// define-size.c:11:21: size '#define TAB_BUF_SZ: sizeof(struct tab) + (TAB_MAX - 1) * sizeof(struct ent)' of 'ents' in 'struct tab' form struct_size(n-1) count ''
// define-size.c:16:9: size-unknown '#define POOL_PAIR_SZ: sizeof(struct pool)' of 'slot' in 'struct pool'
// define-size.c:8:13: note: converted 'ents' in 'struct tab' to a flexible array member; 1 size expression rewritten
// define-size.c:8:13: note: uses outside the paths given were not looked for (--no-root)
// define-size.c:11:21: note: size rewritten: '#define TAB_BUF_SZ: sizeof(struct tab) + (TAB_MAX - 1) * sizeof(struct ent)': the count's '- 1' dropped
// define-size.c:14:27: note: not converted: 'slot' in 'struct pool': this sizeof() would shrink by one element at define-size.c:16 (#define POOL_PAIR_SZ: sizeof(struct pool))
// flexfix: 1 converted (1 to a flexible array, 0 in the union that keeps the size), 1 not converted
// flexfix:       1 not converted: this sizeof() would shrink by one element
// check-output-end
