// check-name: columns are 1-based bytes, a tab counts one
// check-command: flexfix dump tokens $file
	int	a;
		b	=	1;

// check-output-start
// 3:2 ident int
// 3:6 ident a
// 3:7 punct ;
// 4:3 ident b
// 4:5 punct =
// 4:7 number 1
// 4:8 punct ;
// check-output-end
