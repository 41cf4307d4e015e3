// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer target: one input is one patch (diff, mailbox) through guard's
 * reader: parse, then every file's hunks applied to an empty image forwards
 * and backwards, and each hunk's partial images; and verify's reading of
 * the value changes a mail or fix's notes list (listed.c). Property: no crash (ASan,
 * UBSan), no path kept that leaves the tree; half the mutations on lines
 * (line-mutator.h: a hunk's counts no longer match its lines). Built by
 * tests/fuzz/build.sh.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "../../src/listed.h"
#include "../../src/patch.h"
#include "../../src/treepath.h"
#include "../../src/vec.h"
#include "line-mutator.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct patch_set ps;
	struct listed_sites ls = { 0 };
	char *buf = xmalloc(size + 1);

	memcpy(buf, data, size);
	buf[size] = '\0';
	listed_from_mail(&ls, buf, size);
	listed_from_notes(&ls, buf, size);
	for (size_t k = 0; k < ls.nr; k++)
		if (!ls.s[k].line || !*ls.s[k].path)
			abort();	/* a site has a path and a line */
	listed_release(&ls);
	patch_parse(&ps, "fuzz.patch", buf, size);
	for (size_t i = 0; i < ps.nr_f; i++) {
		const struct pfile *f = &ps.f[i];
		struct image im;

		if ((f->old_path && !path_stays_inside(f->old_path)) || (f->new_path && !path_stays_inside(f->new_path)))
			abort();	/* patch_parse must have dropped it */
		for (int reverse = 0; reverse < 2; reverse++) {
			memset(&im, 0, sizeof(im));
			patch_apply(&ps, f, "", 0, reverse, &im);
			image_release(&im);
		}
		for (size_t h = 0; h < f->nr_h; h++)
			for (int post = 0; post < 2; post++) {
				memset(&im, 0, sizeof(im));
				patch_hunk_image(&ps, &f->h[h], post, &im);
				image_release(&im);
			}
	}
	patch_set_release(&ps);
	return 0;
}
