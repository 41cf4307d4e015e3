// check-name: a record typedef's further declarators ('} X, *PX, X_t, *pX_t;', the MPI headers' style) name it too: 'X_t *p' is a pointer to it, 'PX p' and 'pX_t p' as well (the one-star names; 'PX *pp' holds pointers, not the struct); an array or function-pointer declarator ends the reading
// check-command: flexfix dump uses $file
// check-exit-value: 0

typedef struct _PAGE {
	u8 num;
	u16 ent[1];
} PAGE, *PTR_PAGE,
  Page_t, *pPage_t;

typedef struct {
	u8 num;
	u32 val[1];
} VALS, VALS_t, *pVALS_t;

typedef struct _ARR {
	u8 num;
	u32 v[1];
} ARR, ARR_LIST[4], ARR_t;

u32 read_all(Page_t *a, PTR_PAGE b, pPage_t c, VALS_t *d, pVALS_t e, ARR_t *f, u32 i);
u32 read_all(Page_t *a, PTR_PAGE b, pPage_t c, VALS_t *d, pVALS_t e, ARR_t *f, u32 i)
{
	return a->ent[i] + b->ent[i] + c->ent[i] + d->val[i] + e->val[i] + f->v[i];
}

u32 through_two(PTR_PAGE *pp, u32 i);
u32 through_two(PTR_PAGE *pp, u32 i)
{
	return pp[1]->ent[i];
}


// check-output-start
// typedef-names.c:24:12: index-var 'a->ent[i]' of 'ent' in 'struct _PAGE'
// typedef-names.c:24:24: index-var 'b->ent[i]' of 'ent' in 'struct _PAGE'
// typedef-names.c:24:36: index-var 'c->ent[i]' of 'ent' in 'struct _PAGE'
// typedef-names.c:24:48: index-var 'd->val[i]' of 'val' in 'struct <anonymous>'
// typedef-names.c:24:60: index-var 'e->val[i]' of 'val' in 'struct <anonymous>'
// typedef-names.c:24:72: index-var 'f->v[i]' of 'v' in 'struct _ARR' (guessed from the member name)
// typedef-names.c:30:16: index-var 'pp[1]->ent[i]' of 'ent' in 'struct _PAGE' (guessed from the member name)
// check-output-end
