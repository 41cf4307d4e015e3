// check-name: a size in the body of an if/while whose condition names no size, on the same statement ('if (n == 0) return sizeof(struct ent) - 1 + n;'), is read: rewritten with the conversion (it was not seen, and stayed one element short)
// check-error-contains: note: size rewritten: 'sizeof(struct ent) - 1 + n' -> 'offsetof(struct ent, nameval) + n'
// check-fix-wanted

struct ent {
	u16 v;
	u8 nameval[1];
};

int ent_len(int n);
int ent_len(int n)
{
	if (n > 0)
		return sizeof(struct ent) - 1 + n;
	while (n < 0)
		n = n + sizeof(struct ent) - 1;
	return n;
}

u8 ent_at(const struct ent *e, int i);
u8 ent_at(const struct ent *e, int i)
{
	return e->nameval[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/if-body-size.c b/if-body-size.c
// --- a/if-body-size.c
// +++ b/if-body-size.c
// @@ -4,16 +4,16 @@
//  
//  struct ent {
//  	u16 v;
// -	u8 nameval[1];
// +	u8 nameval[];
//  };
//  
//  int ent_len(int n);
//  int ent_len(int n)
//  {
//  	if (n > 0)
// -		return sizeof(struct ent) - 1 + n;
// +		return offsetof(struct ent, nameval) + n;
//  	while (n < 0)
// -		n = n + sizeof(struct ent) - 1;
// +		n = n + offsetof(struct ent, nameval);
//  	return n;
//  }
//  
// check-fix-end
