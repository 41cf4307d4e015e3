// check-name: array variables declared with a typedef name ('rec_t table[4]') where a declaration starts: after ';', a brace, storage words, the project's '__' annotations ('static __initdata') or nothing; not a record's member, not C's own type names, not an array of pointers, not after 'return' or an operator
// check-command: flexfix dump records $file
#define __initdata
#define __maybe_unused __attribute__((unused))
typedef struct rec { int n; } rec_t;
rec_t first[2];
struct holder { int k; rec_t inner[2]; };
static const rec_t table[4];
extern volatile rec_t ext[];
static __initdata rec_t early[2];
__maybe_unused static const rec_t later[3];
int ints[3];
unsigned char bytes[3];
rec_t *ptrs[2];
int f(int i);
int f(int i)
{
	rec_t local[2];
	int k = ints[i];

	local[0].n = bytes[1];
	return table[k].n + local[0].n + ext[i].n + first[1].n + ptrs[0]->n + early[1].n + later[2].n;
}




// check-output-start
// struct rec 5:9 typedef rec_t #0
//   n type 'int' typename=int
// struct holder 7:1 #1
//   k type 'int' typename=int
//   inner type 'rec_t' fixed [2] typename=rec_t
// array-variable first of rec_t
// array-variable table of rec_t
// array-variable ext of rec_t
// array-variable early of rec_t
// array-variable later of rec_t
// array-variable local of rec_t
// check-output-end
