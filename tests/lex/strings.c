// check-name: string and character literals with escapes and prefixes
// check-no-compile: not C, only tokens
// check-command: flexfix dump tokens $file
a = "esc \" \\ \n";
b = L"wide" u8"utf8" u"16" U"32";
c = '\'' L'x' u'y' U'z' '\\';

// check-output-start
// 4:1 ident a
// 4:3 punct =
// 4:5 string "esc \" \\ \n"
// 4:19 punct ;
// 5:1 ident b
// 5:3 punct =
// 5:5 string L"wide"
// 5:13 string u8"utf8"
// 5:22 string u"16"
// 5:28 string U"32"
// 5:33 punct ;
// 6:1 ident c
// 6:3 punct =
// 6:5 char '\''
// 6:10 char L'x'
// 6:15 char u'y'
// 6:20 char U'z'
// 6:25 char '\\'
// 6:29 punct ;
// check-output-end
