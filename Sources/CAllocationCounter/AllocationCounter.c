#include "CAllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <stddef.h>

// glibc exports its allocator under these names as well, so the interposers below can forward to it
// without dlsym (which itself allocates).
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static uint64_t allocation_count;

static inline void count_allocation(void) {
    __atomic_fetch_add(&allocation_count, 1, __ATOMIC_RELAXED);
}

void *malloc(size_t size) {
    count_allocation();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_allocation();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_allocation();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count_allocation();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_allocation();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    count_allocation();
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) {
        return EINVAL;
    }
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) {
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}

uint64_t transitions_allocation_count(void) {
    return __atomic_load_n(&allocation_count, __ATOMIC_RELAXED);
}

bool transitions_allocation_counter_is_active(void) {
    return transitions_allocation_count() > 0;
}

#else

uint64_t transitions_allocation_count(void) {
    return 0;
}

bool transitions_allocation_counter_is_active(void) {
    return false;
}

#endif
