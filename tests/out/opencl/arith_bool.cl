kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void bool_ops(global int* a, long a_shape0, global int* b, long b_shape0, global int* R, long R_shape1) {
    long n = a_shape0;
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0); i < n; i += 32) {
        int x = a[i];
        int y = b[i];
        bool p = x > 0;
        bool q = y > 0;
        bool b0 = p && q;
        bool b1 = p || q;
        bool b2 = p != q;
        bool b3 = !p;
        bool b4 = p && true;
        bool b5 = q || false;
        bool b6 = p != true;
        bool b7 = !b2;
        bool b8 = p == q;
        bool b9 = p != q;
        bool b10 = p > q;
        bool b11 = p >= q;
        bool b12 = p < q;
        bool b13 = p <= q;
        bool nq = !q;
        bool np = !p;
        bool t0 = p && nq;
        bool t1 = q && np;
        bool b14 = t0 || t1;
        bool b15;
        if (p) {
            bool c = x < 1000;
            b15 = c;
        } else {
            b15 = false;
        }
        int r0 = (int)b0;
        R[i * 16] = r0;
        int r1 = (int)b1;
        R[1 + i * 16] = r1;
        int r2 = (int)b2;
        R[2 + i * 16] = r2;
        int r3 = (int)b3;
        R[3 + i * 16] = r3;
        int r4 = (int)b4;
        R[4 + i * 16] = r4;
        int r5 = (int)b5;
        R[5 + i * 16] = r5;
        int r6 = (int)b6;
        R[6 + i * 16] = r6;
        int r7 = (int)b7;
        R[7 + i * 16] = r7;
        int r8 = (int)b8;
        R[8 + i * 16] = r8;
        int r9 = (int)b9;
        R[9 + i * 16] = r9;
        int r10 = (int)b10;
        R[10 + i * 16] = r10;
        int r11 = (int)b11;
        R[11 + i * 16] = r11;
        int r12 = (int)b12;
        R[12 + i * 16] = r12;
        int r13 = (int)b13;
        R[13 + i * 16] = r13;
        int r14 = (int)b14;
        R[14 + i * 16] = r14;
        int r15;
        if (b15) {
            r15 = 7;
        } else {
            r15 = -3;
        }
        R[15 + i * 16] = r15;
    }
}
