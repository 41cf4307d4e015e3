# flexfix: one Makefile, no recursion.
#   make            build ./flexfix
#   make demo       install what is needed, build, scan examples/
#   make check      install what is needed, build (also with ASan+UBSan), run every test
#   make bench      benchmarks (need the kernel source cache, see bench/)
#   make install    PREFIX=/usr/local DESTDIR=

CC ?= gcc
PREFIX ?= /usr/local
BINDIR = $(PREFIX)/bin
MANDIR = $(PREFIX)/share/man/man1
PKGS = json-c libgit2 libelf libdw

CFLAGS ?= -O2 -g
WARN = -std=c17 -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes -Wno-missing-field-initializers
PKG_CFLAGS = $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
PKG_LIBS = $(shell pkg-config --libs $(PKGS) 2>/dev/null)
ALL_CFLAGS = $(WARN) -D_GNU_SOURCE -pthread $(PKG_CFLAGS) $(CFLAGS)
LIBS = $(PKG_LIBS) -pthread

SRCS = $(wildcard src/*.c)
OBJS = $(SRCS:src/%.c=build/%.o)
SAN_OBJS = $(SRCS:src/%.c=build/san/%.o)
SAN_FLAGS = -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer

all: flexfix

flexfix: $(OBJS)
	$(CC) $(ALL_CFLAGS) -o $@ $(OBJS) $(LIBS)

build/%.o: src/%.c $(wildcard src/*.h src/*.def) | build
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

# the sanitizer build every test also runs under
flexfix-san: $(SAN_OBJS)
	$(CC) $(WARN) $(SAN_FLAGS) -pthread -o $@ $(SAN_OBJS) $(LIBS)

build/san/%.o: src/%.c $(wildcard src/*.h src/*.def) | build/san
	$(CC) $(WARN) -D_GNU_SOURCE -pthread $(PKG_CFLAGS) $(SAN_FLAGS) -c -o $@ $<

build build/san:
	mkdir -p $@

deps:
	@sh scripts/install-deps build

test-deps:
	@sh scripts/install-deps test

demo: deps
	@$(MAKE) --no-print-directory all
	@sh examples/demo.sh

check: test-deps
	@$(MAKE) --no-print-directory all flexfix-san
	@sh tests/run

fuzz: test-deps
	@sh tests/fuzz/build.sh

bench: test-deps all
	@sh bench/scan-kernel.sh

install: all
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)
	install -m 755 flexfix $(DESTDIR)$(BINDIR)/flexfix
	install -m 755 contrib/git-flexfix $(DESTDIR)$(BINDIR)/git-flexfix
	install -m 644 doc/flexfix.1 $(DESTDIR)$(MANDIR)/flexfix.1

clean:
	rm -rf build flexfix flexfix-san tests/out


.PHONY: all deps test-deps demo check fuzz bench install clean
