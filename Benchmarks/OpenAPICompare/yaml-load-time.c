// yaml-load-time: libyaml's raw parse time of spec files, the floor for any YAML-driven generator.
//
//   yaml-load-time RUNS FILE...
//
// Reads every FILE into memory once (I/O is not timed), then RUNS times loads every document of
// each of them with yaml_parser_load into a node tree and frees it. Prints the median seconds of
// one round over all files. JSON is YAML, so pagerduty.json is loaded the same way. A file
// libyaml rejects is an error (exit status 1).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <yaml.h>

typedef struct {
    const char *path;
    unsigned char *bytes;
    size_t length;
} Input;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int read_file(const char *path, Input *input) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) return -1;
    size_t capacity = 1 << 16, length = 0;
    unsigned char *bytes = malloc(capacity);
    size_t n;
    while (bytes != NULL && (n = fread(bytes + length, 1, capacity - length, file)) > 0) {
        length += n;
        if (length == capacity) bytes = realloc(bytes, capacity *= 2);
    }
    int failed = bytes == NULL || ferror(file);
    fclose(file);
    if (failed) return -1;
    input->path = path;
    input->bytes = bytes;
    input->length = length;
    return 0;
}

// Loads every document of one file; returns the number of nodes, or -1 after printing the error.
static long load(const Input *input) {
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) return -1;
    yaml_parser_set_input_string(&parser, input->bytes, input->length);
    long nodes = 0;
    for (;;) {
        yaml_document_t document;
        if (!yaml_parser_load(&parser, &document)) {
            fprintf(stderr, "%s:%zu:%zu: error: %s\n", input->path, parser.problem_mark.line + 1,
                    parser.problem_mark.column + 1, parser.problem ? parser.problem : "libyaml failed");
            yaml_parser_delete(&parser);
            return -1;
        }
        int empty = yaml_document_get_root_node(&document) == NULL;  // the end of the stream
        nodes += document.nodes.top - document.nodes.start;
        yaml_document_delete(&document);
        if (empty) break;
    }
    yaml_parser_delete(&parser);
    return nodes;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    int runs = argc >= 3 ? atoi(argv[1]) : 0;
    if (runs < 1) {
        fprintf(stderr, "usage: yaml-load-time RUNS FILE...\n");
        return 64;
    }
    int count = argc - 2;
    Input *inputs = calloc((size_t)count, sizeof(Input));
    for (int i = 0; i < count; i++) {
        if (read_file(argv[i + 2], &inputs[i]) != 0) {
            fprintf(stderr, "yaml-load-time: cannot read %s\n", argv[i + 2]);
            return 1;
        }
    }
    double *seconds = calloc((size_t)runs, sizeof(double));
    for (int run = 0; run < runs; run++) {
        double start = now();
        for (int i = 0; i < count; i++) {
            if (load(&inputs[i]) < 0) return 1;
        }
        seconds[run] = now() - start;
    }
    qsort(seconds, (size_t)runs, sizeof(double), by_value);
    double median = runs % 2 ? seconds[runs / 2] : (seconds[runs / 2 - 1] + seconds[runs / 2]) / 2;
    printf("%.6f\n", median);
    return 0;
}
