#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

/// Counts heap allocations for transitions-bench by interposing malloc, calloc, realloc,
/// posix_memalign, aligned_alloc and memalign (Linux with glibc only). Every call is forwarded to
/// glibc's own implementation (__libc_malloc and friends); free is not interposed.

/// Allocation calls seen so far in the whole process (all threads), or 0 where counting is unavailable.
uint64_t transitions_allocation_count(void);

/// Whether the interposed allocator has been called at least once, i.e. whether counts are meaningful.
bool transitions_allocation_counter_is_active(void);

#endif
