#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void neg_literal(int a, global double* R) {
    char n8 = (char)-(-12);
    short n16 = (short)-(-12);
    int n32 = (int)(-(uint)-12);
    long n64 = (long)(-(ulong)-12);
    long nix = (long)(-(ulong)-7);
    float nf = -(-1.5f);
    double nd = -(-2.25);
    int m = (int)(-(uint)a);
    int mm = (int)(-(uint)m);
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0); i < 1; i += 32) {
        double c0 = (double)n8;
        R[0] = c0;
        double c1 = (double)n16;
        R[1] = c1;
        double c2 = (double)n32;
        R[2] = c2;
        double c3 = (double)n64;
        R[3] = c3;
        double c4 = (double)nix;
        R[4] = c4;
        double c5 = (double)nf;
        R[5] = c5;
        R[6] = nd;
        double c7 = (double)mm;
        R[7] = c7;
    }
}
