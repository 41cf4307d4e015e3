// check-name: typedef names for anonymous records, aliases and array variables
// check-command: flexfix dump records $file
typedef struct { int a; } anon_t;
typedef union u { int b; } u_t;
typedef struct node node_t;
struct node { int n; };
static struct node nodes[4];
struct node *lookup(int id);


// check-output-start
// struct <anonymous> 3:9 typedef anon_t #0
//   a type 'int' typename=int
// union u 4:9 typedef u_t #1
//   b type 'int' typename=int
// struct node 6:1 #2
//   n type 'int' typename=int
// typedef-alias node_t of node
// array-variable nodes of node
// function-return lookup of node
// check-output-end
