// Counts the calls to malloc, calloc, realloc and posix_memalign of a program and prints them
// to standard error when it exits: how many allocations a run made (docs/benchmarks.md,
// "Gestures"). Build and use:
//
//   cc -O2 -shared -fPIC -o .build/malloc-count.so tools/malloc-count/malloc-count.c -ldl
//   LD_PRELOAD=$PWD/.build/malloc-count.so .build/release/instagrid-bench gestures --stage arena --events 100000
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

static atomic_long calls;
static void *(*real_malloc)(size_t);
static void *(*real_calloc)(size_t, size_t);
static void *(*real_realloc)(void *, size_t);
static int (*real_memalign)(void **, size_t, size_t);
// dlsym may allocate while the real functions are being found: a small static pool serves it.
static char pool[4096];
static size_t pool_used;

static void *from_pool(size_t size) {
    size_t start = (pool_used + 15) & ~(size_t)15;
    if (start + size > sizeof pool) return NULL;
    pool_used = start + size;
    return pool + start;
}

void *malloc(size_t size) {
    if (!real_malloc) real_malloc = dlsym(RTLD_NEXT, "malloc");
    if (!real_malloc) return from_pool(size);
    atomic_fetch_add(&calls, 1);
    return real_malloc(size);
}

void *calloc(size_t count, size_t size) {
    if (!real_calloc) {
        void *memory = from_pool(count * size);
        real_calloc = dlsym(RTLD_NEXT, "calloc");
        return memory;
    }
    atomic_fetch_add(&calls, 1);
    return real_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    if (!real_realloc) real_realloc = dlsym(RTLD_NEXT, "realloc");
    atomic_fetch_add(&calls, 1);
    return real_realloc(pointer, size);
}

int posix_memalign(void **pointer, size_t alignment, size_t size) {
    if (!real_memalign) real_memalign = dlsym(RTLD_NEXT, "posix_memalign");
    atomic_fetch_add(&calls, 1);
    return real_memalign(pointer, alignment, size);
}

void free(void *pointer) {
    static void (*real_free)(void *);
    if ((char *)pointer >= pool && (char *)pointer < pool + sizeof pool) return;
    if (!real_free) real_free = dlsym(RTLD_NEXT, "free");
    real_free(pointer);
}

__attribute__((destructor)) static void report(void) {
    fprintf(stderr, "malloc-count: %ld allocations\n", atomic_load(&calls));
}
