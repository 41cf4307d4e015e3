// check-name: kernel style on the lines a conversion changes: eight spaces or a space before a tab become tabs (checkpatch.pl --fix's tabify); other lines keep theirs
// check-fix-wanted
// check-fix-command: flexfix fix --kernel --no-root $file

struct ent { u32 v; };
struct tbl {
        u32 n;
        struct ent e[1];
};

struct tbl *tbl_new(u32 n);
struct tbl *tbl_new(u32 n)
{
        struct tbl *t;

        t = kzalloc(sizeof(*t) +
                    (n - 1) * sizeof(struct ent), GFP_KERNEL);
        if (t)
        	t->n = n;
        return t;
}

unsigned long tbl_bytes(const struct tbl *t);
unsigned long tbl_bytes(const struct tbl *t)
{
    return sizeof(*t) + (t->n - 1) * sizeof(t->e[0]);
}

/* the union form's new lines, under a member indented with two spaces */
struct pkt {
  u32 len;
  u8 data[1];
};

unsigned long pkt_byte(const struct pkt *p, u32 i);
unsigned long pkt_byte(const struct pkt *p, u32 i)
{
  BUILD_BUG_ON(sizeof(struct pkt) != 8);
  return i < p->len ? p->data[i] : 0;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/retab-kernel.c b/retab-kernel.c
// --- a/retab-kernel.c
// +++ b/retab-kernel.c
// @@ -5,7 +5,7 @@
//  struct ent { u32 v; };
//  struct tbl {
//          u32 n;
// -        struct ent e[1];
// +	struct ent e[];
//  };
//  
//  struct tbl *tbl_new(u32 n);
// @@ -13,8 +13,7 @@ struct tbl *tbl_new(u32 n)
//  {
//          struct tbl *t;
//  
// -        t = kzalloc(sizeof(*t) +
// -                    (n - 1) * sizeof(struct ent), GFP_KERNEL);
// +	t = kzalloc(struct_size(t, e, n), GFP_KERNEL);
//          if (t)
//          	t->n = n;
//          return t;
// @@ -23,13 +22,16 @@ struct tbl *tbl_new(u32 n)
//  unsigned long tbl_bytes(const struct tbl *t);
//  unsigned long tbl_bytes(const struct tbl *t)
//  {
// -    return sizeof(*t) + (t->n - 1) * sizeof(t->e[0]);
// +    return struct_size(t, e, t->n);
//  }
//  
//  /* the union form's new lines, under a member indented with two spaces */
//  struct pkt {
//    u32 len;
// -  u8 data[1];
// +  union {
// +	u8 first_data;
// +	DECLARE_FLEX_ARRAY(u8, data);
// +  };
//  };
//  
//  unsigned long pkt_byte(const struct pkt *p, u32 i);
// check-fix-end
