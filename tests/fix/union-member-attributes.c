// check-name: a union member's attributes after its brackets ('__aligned(8)') stay after DECLARE_FLEX_ARRAY(), and a pointer element type ('void __percpu *') is the macro's type argument: the union's size and alignment stay
// check-fix-wanted

struct arr {
	u32 n;
	union {
		char value[0] __aligned(8);
		void *ptrs[0] __aligned(8);
		void __percpu *pptrs[0] __aligned(8);
	};
};
u32 arr_at(struct arr *a, u32 i);
u32 arr_at(struct arr *a, u32 i)
{
	return a->value[i] + (a->ptrs[i] != 0) + (a->pptrs[i] != 0);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/union-member-attributes.c b/union-member-attributes.c
// --- a/union-member-attributes.c
// +++ b/union-member-attributes.c
// @@ -4,9 +4,9 @@
//  struct arr {
//  	u32 n;
//  	union {
// -		char value[0] __aligned(8);
// -		void *ptrs[0] __aligned(8);
// -		void __percpu *pptrs[0] __aligned(8);
// +		DECLARE_FLEX_ARRAY(char, value) __aligned(8);
// +		DECLARE_FLEX_ARRAY(void *, ptrs) __aligned(8);
// +		DECLARE_FLEX_ARRAY(void __percpu *, pptrs) __aligned(8);
//  	};
//  };
//  u32 arr_at(struct arr *a, u32 i);
// check-fix-end
