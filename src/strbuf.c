// SPDX-License-Identifier: GPL-2.0-only
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "strbuf.h"
#include "vec.h"

char strbuf_slopbuf[1];

void strbuf_init(struct strbuf *sb)
{
	sb->alloc = sb->len = 0;
	sb->buf = strbuf_slopbuf;
}

void strbuf_release(struct strbuf *sb)
{
	if (sb->alloc)
		free(sb->buf);
	strbuf_init(sb);
}

void strbuf_grow(struct strbuf *sb, size_t extra)
{
	size_t need;

	if (extra > SIZE_MAX / 2 || sb->len > SIZE_MAX / 2)
		BUG("strbuf too large");
	need = sb->len + extra + 1;
	if (need <= sb->alloc)
		return;
	if (!sb->alloc)
		sb->buf = NULL;
	sb->alloc = need < 64 ? 64 : need + need / 2;
	sb->buf = xrealloc(sb->buf, sb->alloc);
}

void strbuf_add(struct strbuf *sb, const void *data, size_t len)
{
	strbuf_grow(sb, len);
	memcpy(sb->buf + sb->len, data, len);
	sb->len += len;
	sb->buf[sb->len] = '\0';
}

void strbuf_addstr(struct strbuf *sb, const char *s)
{
	strbuf_add(sb, s, strlen(s));
}

void strbuf_addch(struct strbuf *sb, int c)
{
	strbuf_grow(sb, 1);
	sb->buf[sb->len++] = (char)c;
	sb->buf[sb->len] = '\0';
}

void strbuf_addu(struct strbuf *sb, unsigned long long v)
{
	char digits[20];
	size_t n = sizeof(digits);

	do
		digits[--n] = (char)('0' + v % 10);
	while (v /= 10);
	strbuf_add(sb, digits + n, sizeof(digits) - n);
}

void strbuf_addf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(sb->buf + sb->len, sb->alloc > sb->len ? sb->alloc - sb->len : 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		BUG("vsnprintf failed");
	if (sb->len + (size_t)n + 1 > sb->alloc) {
		strbuf_grow(sb, (size_t)n);
		va_start(ap, fmt);
		vsnprintf(sb->buf + sb->len, sb->alloc - sb->len, fmt, ap);
		va_end(ap);
	}
	sb->len += (size_t)n;
}

void strbuf_reset(struct strbuf *sb)
{
	sb->len = 0;
	if (sb->alloc)
		sb->buf[0] = '\0';
}

char *strbuf_detach(struct strbuf *sb)
{
	char *r;

	if (!sb->alloc)
		return xstrdup("");
	r = sb->buf;
	strbuf_init(sb);
	return r;
}

void strbuf_add_squeezed(struct strbuf *sb, const char *s, size_t len)
{
	int space = 0;

	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\\') {
			space = 1;
			continue;
		}
		if (space && sb->len && sb->buf[sb->len - 1] != ' ')
			strbuf_addch(sb, ' ');
		space = 0;
		strbuf_addch(sb, c);
	}
}

int strbuf_read_stream(FILE *in, struct strbuf *sb)
{
	char tmp[65536];
	size_t n;

	while ((n = fread(tmp, 1, sizeof(tmp), in)) > 0)
		strbuf_add(sb, tmp, n);
	return ferror(in) ? -1 : 0;
}

int strbuf_read_path(const char *path, struct strbuf *sb)
{
	FILE *in = fopen(path, "rb");
	int r;

	if (!in)
		return -1;
	r = strbuf_read_stream(in, sb);
	fclose(in);
	return r;
}

void strbuf_swap(struct strbuf *a, struct strbuf *b)
{
	struct strbuf t = *a;

	*a = *b;
	*b = t;
}


size_t utf8_len(const unsigned char *s, size_t n)
{
	unsigned c = s[0];
	size_t len;
	uint32_t cp;

	if (c < 0x80)
		return 1;
	len = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc2 ? 2 : 0;
	if (!len || len > n || c > 0xf4)
		return 0;
	cp = c & (0x7f >> len);
	for (size_t k = 1; k < len; k++) {
		if ((s[k] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[k] & 0x3f);
	}
	if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10ffff)) ||
	    (cp >= 0xd800 && cp <= 0xdfff))
		return 0;
	return len;
}

void strbuf_add_utf8(struct strbuf *sb, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;

	for (size_t i = 0; i < n;) {
		size_t k = utf8_len(p + i, n - i);

		if (k) {
			strbuf_add(sb, p + i, k);
			i += k;
		} else {
			strbuf_addstr(sb, "\xef\xbf\xbd");	/* U+FFFD */
			i++;
		}
	}
}
