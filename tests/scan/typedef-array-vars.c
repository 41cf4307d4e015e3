// check-name: arrays of a flexible struct declared through a typedef name, at file scope and in a block, with storage words; arrays of pointers, of a scalar typedef and of a struct that ends with a fixed array are none
// check-command: flexfix scan $file
// check-exit-value: 1

typedef struct rec {
	u32 n;
	u32 v[0];		/* expect: zero-length 'v' */
} rec_t, *rec_p;

typedef u32 word_t;
typedef struct fixed { u32 n; u32 w[4]; } fixed_t;

rec_t table[4];			/* expect: flex-not-at-end 'table' */
static const rec_t ctable[2];	/* expect: flex-not-at-end 'ctable' */
extern rec_t etable[];		/* expect: flex-not-at-end 'etable' */
rec_p ptrs[4];
rec_t *ptrs2[4];
word_t words[4];
fixed_t fixeds[4];

struct holder {
	u32 k;
	rec_t inner[2];		/* expect: flex-not-at-end 'inner' */
	word_t w[2];
};

u32 sum(u32 i)
{
	rec_t local[2];		/* expect: flex-not-at-end 'local' */
	int k[2];

	k[0] = i;
	return local[k[0]].n + words[i];
}


// check-output-start
// typedef-array-vars.c:7:6: warning: zero-length array 'v' at the end of 'struct rec' [flexfix-zero-length]
// typedef-array-vars.c:13:7: warning: 'table' is an array of 'typedef rec_t', which ends with a flexible array [flexfix-flex-not-at-end]
// typedef-array-vars.c:7:6: note: 'typedef rec_t' ends with flexible array 'v'
// typedef-array-vars.c:14:20: warning: 'ctable' is an array of 'typedef rec_t', which ends with a flexible array [flexfix-flex-not-at-end]
// typedef-array-vars.c:7:6: note: 'typedef rec_t' ends with flexible array 'v'
// typedef-array-vars.c:15:14: warning: 'etable' is an array of 'typedef rec_t', which ends with a flexible array [flexfix-flex-not-at-end]
// typedef-array-vars.c:7:6: note: 'typedef rec_t' ends with flexible array 'v'
// typedef-array-vars.c:23:8: warning: member 'inner' of 'struct holder' is an array of 'typedef rec_t', which ends with a flexible array [flexfix-flex-not-at-end]
// typedef-array-vars.c:7:6: note: 'typedef rec_t' ends with flexible array 'v'
// typedef-array-vars.c:29:8: warning: 'local' is an array of 'typedef rec_t', which ends with a flexible array [flexfix-flex-not-at-end]
// typedef-array-vars.c:7:6: note: 'typedef rec_t' ends with flexible array 'v'
// check-output-end
