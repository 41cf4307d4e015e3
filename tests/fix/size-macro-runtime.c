// check-name: a [1] sized by a macro that is 1 by default ('#ifndef N' '#define N (1)') whose comment says the number is read at run time ('leave this define set to one and check NumPhys at runtime', the MPI headers' words) is the header's own word that the length varies: converted with no use of its own, and where an object of the struct holds the one element, in the union form (code keeps the macro at one, the union keeps that storage); without the comment a human still decides
// check-error-contains: note: converted 'Phy' in 'struct page5' to a flexible array member
// check-error-contains: note: its size was PAGE5_PHY_MAX, 1 by default ('#ifndef PAGE5_PHY_MAX'): the header's spelling of a variable size, as the macro's comment says (the number is read at run time); the macro stays defined
// check-error-contains: note: converted 'PhyData' in 'struct iounit0' to a flexible array member in a union with its one element 'first_PhyData': the struct's size stays (this sizeof() would shrink by one element at size-macro-runtime.c:43: sizeof(struct iounit0))
// check-error-contains: note: not converted: 'Sensor' in 'struct page8': its size is the macro PAGE8_SENSOR_MAX (1 here)
// check-fix-wanted

/*
 * Host code (drivers, BIOS, utilities, etc.) should leave this define set to
 * one and check the value returned for NumPhys at runtime.
 */
#ifndef PAGE5_PHY_MAX
#define PAGE5_PHY_MAX (1)
#endif

struct page5 {
	u8 NumPhys;
	u8 Reserved[3];
	u32 Phy[PAGE5_PHY_MAX];
};

/*
 * Host code should leave this define set to one and check NumPhys at
 * run time.
 */
#ifndef IOUNIT0_PHY_MAX
#define IOUNIT0_PHY_MAX (1)
#endif

struct iounit0 {
	u8 NumPhys;
	u8 Reserved[3];
	u32 PhyData[IOUNIT0_PHY_MAX];
};

void read_page(void *page, u32 size);

u8 iounit0_phys(void);
u8 iounit0_phys(void)
{
	struct iounit0 page;

	read_page(&page, sizeof(struct iounit0));
	return page.NumPhys;
}

/* the number of sensors */
#ifndef PAGE8_SENSOR_MAX
#define PAGE8_SENSOR_MAX (1)
#endif

struct page8 {
	u8 NumSensors;
	u8 Reserved[3];
	u32 Sensor[PAGE8_SENSOR_MAX];
};

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/size-macro-runtime.c b/size-macro-runtime.c
// --- a/size-macro-runtime.c
// +++ b/size-macro-runtime.c
// @@ -16,7 +16,7 @@
//  struct page5 {
//  	u8 NumPhys;
//  	u8 Reserved[3];
// -	u32 Phy[PAGE5_PHY_MAX];
// +	u32 Phy[];
//  };
//  
//  /*
// @@ -30,7 +30,10 @@ struct page5 {
//  struct iounit0 {
//  	u8 NumPhys;
//  	u8 Reserved[3];
// -	u32 PhyData[IOUNIT0_PHY_MAX];
// +	union {
// +		u32 first_PhyData;
// +		DECLARE_FLEX_ARRAY(u32, PhyData);
// +	};
//  };
//  
//  void read_page(void *page, u32 size);
// check-fix-end
