/* A small project for verify's tests (written for flexfix). */
struct log_rec {
	unsigned int len;
	unsigned int level;
	char text[0];
};
int log_put(struct log_rec *r, const char *s, unsigned int n);
