/* struct_size() as the kernel's include/linux/overflow.h defines its meaning
 * (written for flexfix's tests): saturating at SIZE_MAX on overflow. */
#include <stddef.h>
#include <stdint.h>
static inline size_t size_add_sat(size_t a, size_t b)
{
	size_t r;

	return __builtin_add_overflow(a, b, &r) ? SIZE_MAX : r;
}
static inline size_t size_mul_sat(size_t a, size_t b)
{
	size_t r;

	return __builtin_mul_overflow(a, b, &r) ? SIZE_MAX : r;
}
#define struct_size(p, member, count) \
	size_add_sat(sizeof(*(p)), size_mul_sat(sizeof((p)->member[0]), (count)))
