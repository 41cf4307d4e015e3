// check-name: an object of the struct used as a header only (its fields, never the element) does not stop the conversion
// check-error-contains: note: converted 'name' in 'struct dent' to a flexible array member
// check-fix-wanted

struct dent {
	u16 len;
	u8 namelen;
	u8 name[1];
};

void dent_head(struct dent *d, const struct dent *from);
void dent_head(struct dent *d, const struct dent *from)
{
	struct dent tmpl;

	tmpl.len = from->len;
	tmpl.namelen = 0;
	d->len = tmpl.len;
	memcpy(d->name, from->name, from->namelen);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/object-header-only.c b/object-header-only.c
// --- a/object-header-only.c
// +++ b/object-header-only.c
// @@ -5,7 +5,7 @@
//  struct dent {
//  	u16 len;
//  	u8 namelen;
// -	u8 name[1];
// +	u8 name[];
//  };
//  
//  void dent_head(struct dent *d, const struct dent *from);
// check-fix-end
