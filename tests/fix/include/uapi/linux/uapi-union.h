// check-name: the UAPI union form (--form=auto): a UAPI [1] keeps its name and size for user space, kernel users move to m_flex (a line the longer name takes past 100 columns breaks after an argument, unless it is a #define's)
// check-command: cd ../../.. && flexfix fix --kernel --root=. include/uapi/linux/$file uapi-user.inc
// check-output-start
// diff --git a/include/uapi/linux/uapi-union.h b/include/uapi/linux/uapi-union.h
// --- a/include/uapi/linux/uapi-union.h
// +++ b/include/uapi/linux/uapi-union.h
// @@ -42,5 +42,8 @@
//  
//  struct uq {
//  	__u32 n;
// -	__u64 ids[1];
// +	union {
// +		__u64 ids[1];
// +		__DECLARE_FLEX_ARRAY(__u64, ids_flex);
// +	};
//  };
// diff --git a/uapi-user.inc b/uapi-user.inc
// --- a/uapi-user.inc
// +++ b/uapi-user.inc
// @@ -6,15 +6,16 @@ __u64 uq_sum(struct uq *q)
//  	__u64 s = 0;
//  
//  	for (__u32 i = 0; i < q->n; i++)
// -		s += q->ids[i];
// +		s += q->ids_flex[i];
//  	return s + sizeof(struct uq);
//  }
//  
//  void uq_fill(struct uq *q, __u64 first_identifier_value, __u64 second_value)
//  {
// -	uq_store_identifiers(q->ids, first_identifier_value, second_value, sizeof(__u64) * 2 + 1);
// +	uq_store_identifiers(q->ids_flex, first_identifier_value, second_value,
// +			     sizeof(__u64) * 2 + 1);
//  }
//  
//  /* in a macro's body: renamed there; a line the longer name takes past 100 columns stays whole */
// -#define UQ_ID_AT(x, i) (((struct uq *)(x))->ids[(i)])
// -#define UQ_COPY_IDS(x, d, n) do { memcpy(d, ((struct uq *)(x))->ids, sizeof(__u64) * n); } while (0)
// +#define UQ_ID_AT(x, i) (((struct uq *)(x))->ids_flex[(i)])
// +#define UQ_COPY_IDS(x, d, n) do { memcpy(d, ((struct uq *)(x))->ids_flex, sizeof(__u64) * n); } while (0)
// check-output-end

struct uq {
	__u32 n;
	__u64 ids[1];
};
