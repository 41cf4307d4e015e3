/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Tiny stand-ins for the kernel types and macros the fixtures use, written
 * for flexfix's tests so `gcc -fsyntax-only -include kernel.h` accepts every
 * fixture. Not kernel code: only enough to type-check.
 */
#ifndef FLEXFIX_TEST_KERNEL_H
#define FLEXFIX_TEST_KERNEL_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

typedef uint8_t u8;   typedef uint16_t u16; typedef uint32_t u32; typedef uint64_t u64;
typedef int8_t s8;    typedef int16_t s16;  typedef int32_t s32;  typedef int64_t s64;
typedef u8 __u8;      typedef u16 __u16;    typedef u32 __u32;    typedef u64 __u64;
typedef s8 __s8;      typedef s16 __s16;    typedef s32 __s32;    typedef s64 __s64;
typedef u16 __le16;   typedef u32 __le32;   typedef u64 __le64;
typedef u16 __be16;   typedef u32 __be32;   typedef u64 __be64;
typedef struct { int counter; } atomic_t;
typedef struct { int raw; } rwlock_t;
typedef struct { int raw; } spinlock_t;
typedef u64 dma_addr_t;
struct rcu_head { void *next; void (*func)(struct rcu_head *head); };
struct list_head { struct list_head *next, *prev; };

#define __packed		__attribute__((__packed__))
#define __aligned(x)		__attribute__((__aligned__(x)))
#define ____cacheline_aligned	__attribute__((__aligned__(64)))
#define ____cacheline_aligned_in_smp ____cacheline_aligned
#define __randomize_layout
#define __rcu
#define __user
#define __iomem
#define __percpu
#define __nonstring
#define __counted_by(m)
#define IS_ENABLED(option)	0

#define BITS_PER_LONG		64
#define BITS_TO_LONGS(n)	(((n) + BITS_PER_LONG - 1) / BITS_PER_LONG)
#define DECLARE_BITMAP(name, bits) unsigned long name[BITS_TO_LONGS(bits)]

#define __DECLARE_FLEX_ARRAY(TYPE, NAME) \
	struct { struct { } __empty_ ## NAME; TYPE NAME[]; }
#define DECLARE_FLEX_ARRAY(TYPE, NAME) __DECLARE_FLEX_ARRAY(TYPE, NAME)

#define __struct_group(TAG, NAME, ATTRS, MEMBERS...) \
	union { struct { MEMBERS } ATTRS; struct TAG { MEMBERS } ATTRS NAME; }
#define struct_group(NAME, MEMBERS...) __struct_group(, NAME, , MEMBERS)
#define struct_group_attr(NAME, ATTRS, MEMBERS...) __struct_group(, NAME, ATTRS, MEMBERS)
#define struct_group_tagged(TAG, NAME, MEMBERS...) __struct_group(TAG, NAME, , MEMBERS)

#define struct_size(p, member, count) \
	(sizeof(*(p)) + sizeof((p)->member[0]) * (size_t)(count))
#define struct_size_t(type, member, count) \
	struct_size((type *)NULL, member, count)
#define flex_array_size(p, member, count) (sizeof((p)->member[0]) * (size_t)(count))
#define ARRAY_SIZE(a)		(sizeof(a) / sizeof((a)[0]))
#define sizeof_field(TYPE, MEMBER) sizeof((((TYPE *)0)->MEMBER))
#define FIELD_SIZEOF(t, f) sizeof_field(t, f)
#define offsetofend(TYPE, MEMBER) (offsetof(TYPE, MEMBER) + sizeof_field(TYPE, MEMBER))
#define container_of(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))
#define list_entry(ptr, type, member) container_of(ptr, type, member)

typedef unsigned gfp_t;
#define GFP_KERNEL		0u
#define GFP_ATOMIC		1u
void *kmalloc(size_t size, gfp_t flags);
void *kzalloc(size_t size, gfp_t flags);
void *kcalloc(size_t n, size_t size, gfp_t flags);
void *kmalloc_array(size_t n, size_t size, gfp_t flags);
void *krealloc(const void *p, size_t size, gfp_t flags);
void *kvmalloc(size_t size, gfp_t flags);
void *kvzalloc(size_t size, gfp_t flags);
void kfree(const void *p);
void *memcpy(void *d, const void *s, size_t n);
void *memset(void *d, int c, size_t n);
unsigned long copy_from_user(void *to, const void __user *from, unsigned long n);
unsigned long copy_to_user(void __user *to, const void *from, unsigned long n);
void *dma_alloc_coherent(void *dev, size_t size, dma_addr_t *handle, gfp_t flags);
void dma_free_coherent(void *dev, size_t size, void *cpu, dma_addr_t handle);
#define round_up(x, y)		((((x) - 1) | ((y) - 1)) + 1)
#define ENOMEM			12
#define EFAULT			14
static inline u32 le32_to_cpu(__le32 x) { return x; }
static inline u16 le16_to_cpu(__le16 x) { return x; }
struct device;
#define KERN_DEBUG		"\0017"
int printk(const char *fmt, ...);
#define pr_err(fmt, ...)	printk(fmt, ##__VA_ARGS__)
#define pr_info(fmt, ...)	printk(fmt, ##__VA_ARGS__)
void dev_info(const struct device *dev, const char *fmt, ...);
int snprintf(char *buf, size_t size, const char *fmt, ...);

#endif

/* include/linux/build_bug.h */
#define __static_assert(expr, msg, ...) _Static_assert(expr, msg)
#define static_assert(expr, ...) __static_assert(expr, ##__VA_ARGS__, #expr)
#define BUILD_BUG_ON(condition) ((void)sizeof(char[1 - 2 * !!(condition)]))
