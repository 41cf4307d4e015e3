// check-name: enum bodies are not records
// check-command: flexfix dump records $file
enum e { A, B };
struct s { enum e kind; enum { X, Y } other; };

// check-output-start
// struct s 4:1 #0
//   kind type 'enum e' typename=e
//   other type 'enum { X , Y }'
// check-output-end
