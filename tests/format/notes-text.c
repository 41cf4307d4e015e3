// check-name: text notes follow their finding; a note may point to another file
// check-no-compile: the struct is defined in another file
// check-command: flexfix scan $file ../scan/flexible.c
// check-exit-value: 1

struct good;
struct user {
	struct good g;
	u32 after;
};

// check-output-start
// notes-text.c:8:14: warning: member 'g' of type 'struct good', which ends with a flexible array, is not at the end of 'struct user' [flexfix-flex-not-at-end]
// ../scan/flexible.c:6:6: note: 'struct good' ends with flexible array 'v'
// check-output-end
