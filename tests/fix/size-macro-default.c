// check-name: a [1] sized by a macro that is 1 only by default ('#ifndef PHY_MAX' '#define PHY_MAX (1)': the includer may set it, the MPI headers' spelling of a variable size) is converted when its own uses show it flexible; not when a loop is bounded by that macro, an object of the struct holds it, its only evidence is its family, or the macro is 1 without the '#ifndef'
// check-error-contains: note: converted 'phy' in 'struct page0' to a flexible array member
// check-error-contains: note: its size was PHY_MAX, 1 by default ('#ifndef PHY_MAX'): the header's spelling of a variable size, as its uses show; the macro stays defined
// check-error-contains: note: not converted: 'phy' in 'struct page1': its size is the macro PAGE1_MAX (1 here)
// check-error-contains: note: not converted: 'phy' in 'struct page2': its size is the macro PAGE2_MAX (1 here)
// check-error-contains: note: not converted: 'phy' in 'struct page3': its size is the macro PAGE3_MAX (1 here)
// check-error-contains: note: not converted: 'phy' in 'struct page4': its size is the macro PAGE4_MAX (1 here)
// check-fix-wanted

#ifndef PHY_MAX
#define PHY_MAX (1)
#endif
#ifndef PAGE1_MAX
#define PAGE1_MAX (1)
#endif
#ifndef PAGE2_MAX
#define PAGE2_MAX (1)
#endif
#ifndef PAGE3_MAX
#define PAGE3_MAX (1)
#endif
#define PAGE4_MAX 1

struct page_header {
	u8 number;
	u8 length;
};

struct phy {
	u32 status;
};

struct page0 {
	struct page_header header;
	u8 num_phys;
	struct phy phy[PHY_MAX];
};

struct page1 {
	struct page_header header;
	struct phy phy[PAGE1_MAX];
};

struct page2 {
	u8 num_phys;
	struct phy phy[PAGE2_MAX];
};

struct page3 {
	u8 num_phys;
	struct phy phy[PAGE3_MAX];
};

struct page4 {
	u8 num_phys;
	struct phy phy[PAGE4_MAX];
};

u32 phy_status(struct page0 *p0, struct page2 *p2, struct page3 *p3, struct page4 *p4);
u32 phy_status(struct page0 *p0, struct page2 *p2, struct page3 *p3, struct page4 *p4)
{
	struct page3 local;
	u32 s = 0;

	for (u32 i = 0; i < p0->num_phys; i++)
		s += p0->phy[i].status + p4->phy[i].status + local.phy[i].status + p3->phy[i].status;
	for (u32 i = 0; i < PAGE2_MAX; i++)
		s += p2->phy[i].status;
	return s;
}




// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/size-macro-default.c b/size-macro-default.c
// --- a/size-macro-default.c
// +++ b/size-macro-default.c
// @@ -33,7 +33,7 @@ struct phy {
//  struct page0 {
//  	struct page_header header;
//  	u8 num_phys;
// -	struct phy phy[PHY_MAX];
// +	struct phy phy[];
//  };
//  
//  struct page1 {
// check-fix-end
