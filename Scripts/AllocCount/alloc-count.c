/* Counts heap allocations for the benchmarks (Scripts/bench-reducer.sh): built into a
 * shared library and preloaded (LD_PRELOAD), it takes over malloc and its relatives, counts
 * each call, and hands it to glibc. The benchmark reads the count through
 * scrollpager_allocation_count(), found with dlsym; without the library it prints no
 * count. glibc only (the __libc_* entry points). */
#include <stddef.h>
#include <errno.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

static unsigned long long count;

unsigned long long scrollpager_allocation_count(void) { return __atomic_load_n(&count, __ATOMIC_RELAXED); }

static void counted(void) { __atomic_add_fetch(&count, 1, __ATOMIC_RELAXED); }

void *malloc(size_t size) { counted(); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { counted(); return __libc_calloc(n, size); }
void *realloc(void *p, size_t size) { counted(); return __libc_realloc(p, size); }
void *memalign(size_t alignment, size_t size) { counted(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { counted(); return __libc_memalign(alignment, size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    counted();
    void *p = __libc_memalign(alignment, size);
    if (!p) return ENOMEM;
    *out = p;
    return 0;
}
