// SPDX-License-Identifier: GPL-2.0-only
/* options: see options.h. */
#include <getopt.h>
#include <string.h>
#include "options.h"
#include "diag.h"

int opt_next(struct opt_parser *p, int argc, char **argv)
{
	int c;

	if (!p->ready) {
		size_t s = 0;

		if (p->n > OPT_MAX)
			BUG("an option table longer than OPT_MAX");
		for (size_t i = 0; i < p->n; i++) {
			p->longopts[i].name = p->t[i].name;
			p->longopts[i].has_arg = p->t[i].arg ? required_argument : no_argument;
			p->longopts[i].flag = NULL;
			p->longopts[i].val = p->t[i].id;
			if (p->t[i].short_name) {
				p->shortopts[s++] = (char)p->t[i].short_name;
				if (p->t[i].arg)
					p->shortopts[s++] = ':';
			}
		}
		memset(&p->longopts[p->n], 0, sizeof(p->longopts[p->n]));
		p->shortopts[s] = '\0';
		p->ready = 1;
		optind = 1;
	}
	c = getopt_long(argc, argv, p->shortopts, p->longopts, NULL);
	for (size_t i = 0; c != -1 && c != '?' && i < p->n; i++)
		if (p->t[i].short_name == c)
			return p->t[i].id;	/* '-j' is '--jobs' */
	return c;
}

void opt_usage(FILE *out, const char *head, const struct opt *t, size_t n, const char *tail)
{
	fputs(head, out);
	for (size_t i = 0; i < n; i++) {
		char left[64];
		const char *h = t[i].help;

		if (t[i].short_name)	/* "-j, --jobs=N" */
			snprintf(left, sizeof(left), "-%c, --%s%s%s", t[i].short_name, t[i].name, t[i].arg ? "=" : "",
				 t[i].arg ? t[i].arg : "");
		else
			snprintf(left, sizeof(left), "--%s%s%s", t[i].name, t[i].arg ? "=" : "", t[i].arg ? t[i].arg : "");
		fprintf(out, "  %-18s", left);
		if (strlen(left) > 18)
			fprintf(out, "\n  %-18s", "");
		for (;;) {
			size_t len = strcspn(h, "\n");

			fprintf(out, "  %.*s\n", (int)len, h);
			if (!h[len])
				break;
			h += len + 1;
			fprintf(out, "  %-18s", "");
		}
	}
	fputs(tail, out);
}

int opt_match(const struct opt *t, size_t n, const char *arg, const char **value)
{
	*value = NULL;
	for (size_t i = 0; i < n; i++) {
		size_t len = strlen(t[i].name);

		if (t[i].short_name && arg[0] == '-' && arg[1] == t[i].short_name && !arg[2] && !t[i].arg)
			return t[i].id;
		if (arg[0] != '-' || arg[1] != '-' || strncmp(arg + 2, t[i].name, len))
			continue;
		if (!arg[2 + len])
			return t[i].arg ? -2 : t[i].id;
		if (arg[2 + len] == '=' && t[i].arg) {
			*value = arg + 3 + len;
			return t[i].id;
		}
	}
	return -1;
}
