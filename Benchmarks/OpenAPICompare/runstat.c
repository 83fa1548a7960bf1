// runstat: runs a command and writes its wall time and peak memory to a file.
//
//   runstat STATFILE COMMAND [ARGUMENT...]
//
// STATFILE receives one line "SECONDS MAXRSS_KB" (wall time from fork to reaping, in seconds with
// microsecond resolution; ru_maxrss of the command as wait4 reports it: the largest resident set
// of the command or of any descendant it waited for). The command inherits standard input,
// output and error; runstat exits with its status (128 + N when killed by signal N).
//
// Why not /usr/bin/time -f "%e %M": it prints wall time in hundredths of a second, and RouteGen
// generates the small specs in a few milliseconds, so its times would round to 0.00 or 0.01.
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: runstat STATFILE COMMAND [ARGUMENT...]\n");
        return 64;
    }
    double start = now();
    pid_t pid = fork();
    if (pid < 0) {
        perror("runstat: fork");
        return 70;
    }
    if (pid == 0) {
        execvp(argv[2], &argv[2]);
        fprintf(stderr, "runstat: cannot run %s: %s\n", argv[2], strerror(errno));
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    while (wait4(pid, &status, 0, &usage) < 0) {
        if (errno != EINTR) {
            perror("runstat: wait4");
            return 70;
        }
    }
    double seconds = now() - start;
    FILE *out = fopen(argv[1], "w");
    if (out == NULL || fprintf(out, "%.6f %ld\n", seconds, usage.ru_maxrss) < 0 || fclose(out) != 0) {
        fprintf(stderr, "runstat: cannot write %s: %s\n", argv[1], strerror(errno));
        return 70;
    }
    if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
    return WEXITSTATUS(status);
}
