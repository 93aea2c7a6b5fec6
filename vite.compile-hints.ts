/**
 * V8's explicit compile hint: on a chunk's first line it has the whole chunk compiled while it
 * streams in, off the main thread. Our chunks load only when their code is about to run.
 */
export const EAGER_COMPILE_BANNER = '//# allFunctionsCalledOnLoad';
