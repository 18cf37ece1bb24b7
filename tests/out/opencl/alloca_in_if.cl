#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void alloca_in_if(global float* V, long V_shape1, global double* W, long W_shape1) {
    local uchar stack[64] __attribute__((aligned(64)));
    long g = (long)get_group_id(2);
    global float* vg = V + g * 8;
    long par = g % 2;
    bool even = par == 0;
    local float* T4;
    local double* T5;
    if (even) {
        T4 = (local float*)stack;
        // foreach %a: iterations spread over the work-group
        for (long a = (long)get_local_id(0); a < 8; a += 32) {
            float af = (float)a;
            T4[a] = af;
        }
    } else {
        T5 = (local double*)stack;
        // foreach %b: iterations spread over the work-group
        for (long b = (long)get_local_id(0); b < 8; b += 32) {
            long bi = (long)((ulong)b * (ulong)-2);
            double bf = (double)bi;
            T5[b] = bf;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (even) {
        for (long i = (long)get_local_id(0); i < 8; i += 32) {
            vg[i] = T4[i];
        }
    } else {
        for (long i_1 = (long)get_local_id(0); i_1 < 8; i_1 += 32) {
            vg[i_1] = (float)(0.5 * T5[i_1]);
        }
    }
    local int* T6 = (local int*)stack;
    barrier(CLK_LOCAL_MEM_FENCE);
    // foreach %c: iterations spread over the work-group
    for (long c = (long)get_local_id(0); c < 16; c += 32) {
        long gc = (long)((ulong)g + (ulong)c);
        int ci = (int)gc;
        T6[c] = ci;
    }
    global double* wg = W + g * 16;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long i_2 = (long)get_local_id(0); i_2 < 16; i_2 += 32) {
        wg[i_2] = (double)T6[i_2];
    }
}
