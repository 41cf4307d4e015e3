// check-name: identifiers, numbers, punctuators with line and byte column
// check-no-compile: not C, only tokens
// check-command: flexfix dump tokens $file
struct s { int a; };
x->y ... a++ b-- c<<=1 d>>2 e<=f g>=h i==j k!=l m&&n o||p q+=1 r##s
0x1fU 1.5e+3 .5 0b101 1'000 0777

// check-output-start
// 4:1 ident struct
// 4:8 ident s
// 4:10 punct { =4:19
// 4:12 ident int
// 4:16 ident a
// 4:17 punct ;
// 4:19 punct } =4:10
// 4:20 punct ;
// 5:1 ident x
// 5:2 punct ->
// 5:4 ident y
// 5:6 punct ...
// 5:10 ident a
// 5:11 punct ++
// 5:14 ident b
// 5:15 punct --
// 5:18 ident c
// 5:19 punct <<=
// 5:22 number 1
// 5:24 ident d
// 5:25 punct >>
// 5:27 number 2
// 5:29 ident e
// 5:30 punct <=
// 5:32 ident f
// 5:34 ident g
// 5:35 punct >=
// 5:37 ident h
// 5:39 ident i
// 5:40 punct ==
// 5:42 ident j
// 5:44 ident k
// 5:45 punct !=
// 5:47 ident l
// 5:49 ident m
// 5:50 punct &&
// 5:52 ident n
// 5:54 ident o
// 5:55 punct ||
// 5:57 ident p
// 5:59 ident q
// 5:60 punct +=
// 5:62 number 1
// 5:64 ident r
// 5:65 punct ##
// 5:67 ident s
// 6:1 number 0x1fU
// 6:7 number 1.5e+3
// 6:14 number .5
// 6:17 number 0b101
// 6:23 number 1'000
// 6:29 number 0777
// check-output-end
