kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void k(global int* A, long A_shape2, global int* B, long B_shape2, global int* D, long D_shape2, global long* R, long R_shape2, global long* E, long E_shape2) {
    long g = (long)get_group_id(0);
    global int* a0 = A + g * 60;
    global int* b0 = B + g * 60;
    global int* d0 = D + g * 60;
    global long* r0 = R + g * 60;
    global long* e0 = E + g * 60;
    long col = (long)get_local_id(0) % 16 / 4;
    long row = (long)get_local_id(0) % 16 % 4;
    int a = 0;
    if (col < 15) {
        a = a0[row + col * 4];
    }
    long col_1 = (long)get_local_id(0) % 16 / 4 + 4;
    long row_1 = (long)get_local_id(0) % 16 % 4;
    int a_1 = 0;
    if (col_1 < 15) {
        a_1 = a0[row_1 + col_1 * 4];
    }
    long col_2 = (long)get_local_id(0) % 16 / 4 + 8;
    long row_2 = (long)get_local_id(0) % 16 % 4;
    int a_2 = 0;
    if (col_2 < 15) {
        a_2 = a0[row_2 + col_2 * 4];
    }
    long col_3 = (long)get_local_id(0) % 16 / 4 + 12;
    long row_3 = (long)get_local_id(0) % 16 % 4;
    int a_3 = 0;
    if (col_3 < 15) {
        a_3 = a0[row_3 + col_3 * 4];
    }
    long col_4 = (long)get_local_id(0) % 16 / 4;
    long row_4 = (long)get_local_id(0) % 16 % 4;
    int a_4 = 0;
    if (col_4 < 15) {
        a_4 = b0[row_4 + col_4 * 4];
    }
    long col_5 = (long)get_local_id(0) % 16 / 4 + 4;
    long row_5 = (long)get_local_id(0) % 16 % 4;
    int a_5 = 0;
    if (col_5 < 15) {
        a_5 = b0[row_5 + col_5 * 4];
    }
    long col_6 = (long)get_local_id(0) % 16 / 4 + 8;
    long row_6 = (long)get_local_id(0) % 16 % 4;
    int a_6 = 0;
    if (col_6 < 15) {
        a_6 = b0[row_6 + col_6 * 4];
    }
    long col_7 = (long)get_local_id(0) % 16 / 4 + 12;
    long row_7 = (long)get_local_id(0) % 16 % 4;
    int a_7 = 0;
    if (col_7 < 15) {
        a_7 = b0[row_7 + col_7 * 4];
    }
    int d = a / ((int)((uint)a_4 + (uint)(int)(a_4 == 0)));
    int d_1 = a_1 / ((int)((uint)a_5 + (uint)(int)(a_5 == 0)));
    int d_2 = a_2 / ((int)((uint)a_6 + (uint)(int)(a_6 == 0)));
    int d_3 = a_3 / ((int)((uint)a_7 + (uint)(int)(a_7 == 0)));
    long col_8 = (long)get_local_id(0) % 16 / 4;
    long row_8 = (long)get_local_id(0) % 16 % 4;
    if (col_8 < 15) {
        d0[row_8 + col_8 * 4] = d;
    }
    long col_9 = (long)get_local_id(0) % 16 / 4 + 4;
    long row_9 = (long)get_local_id(0) % 16 % 4;
    if (col_9 < 15) {
        d0[row_9 + col_9 * 4] = d_1;
    }
    long col_10 = (long)get_local_id(0) % 16 / 4 + 8;
    long row_10 = (long)get_local_id(0) % 16 % 4;
    if (col_10 < 15) {
        d0[row_10 + col_10 * 4] = d_2;
    }
    long col_11 = (long)get_local_id(0) % 16 / 4 + 12;
    long row_11 = (long)get_local_id(0) % 16 % 4;
    if (col_11 < 15) {
        d0[row_11 + col_11 * 4] = d_3;
    }
    long la = (long)a;
    long la_1 = (long)a_1;
    long la_2 = (long)a_2;
    long la_3 = (long)a_3;
    long lb = (long)a_4;
    long lb_1 = (long)a_5;
    long lb_2 = (long)a_6;
    long lb_3 = (long)a_7;
    long d_4 = (long)((ulong)lb + (ulong)(long)(lb == 0));
    long d_5 = (long)((ulong)lb_1 + (ulong)(long)(lb_1 == 0));
    long d_6 = (long)((ulong)lb_2 + (ulong)(long)(lb_2 == 0));
    long d_7 = (long)((ulong)lb_3 + (ulong)(long)(lb_3 == 0));
    long r = la % (d_4 + (long)(d_4 == -1) * 2);
    long r_1 = la_1 % (d_5 + (long)(d_5 == -1) * 2);
    long r_2 = la_2 % (d_6 + (long)(d_6 == -1) * 2);
    long r_3 = la_3 % (d_7 + (long)(d_7 == -1) * 2);
    long col_12 = (long)get_local_id(0) % 16 / 4;
    long row_12 = (long)get_local_id(0) % 16 % 4;
    if (col_12 < 15) {
        r0[row_12 + col_12 * 4] = r;
    }
    long col_13 = (long)get_local_id(0) % 16 / 4 + 4;
    long row_13 = (long)get_local_id(0) % 16 % 4;
    if (col_13 < 15) {
        r0[row_13 + col_13 * 4] = r_1;
    }
    long col_14 = (long)get_local_id(0) % 16 / 4 + 8;
    long row_14 = (long)get_local_id(0) % 16 % 4;
    if (col_14 < 15) {
        r0[row_14 + col_14 * 4] = r_2;
    }
    long col_15 = (long)get_local_id(0) % 16 / 4 + 12;
    long row_15 = (long)get_local_id(0) % 16 % 4;
    if (col_15 < 15) {
        r0[row_15 + col_15 * 4] = r_3;
    }
    long e = la / ((long)((ulong)lb + (ulong)(long)(lb == 0)));
    long e_1 = la_1 / ((long)((ulong)lb_1 + (ulong)(long)(lb_1 == 0)));
    long e_2 = la_2 / ((long)((ulong)lb_2 + (ulong)(long)(lb_2 == 0)));
    long e_3 = la_3 / ((long)((ulong)lb_3 + (ulong)(long)(lb_3 == 0)));
    long col_16 = (long)get_local_id(0) % 16 / 4;
    long row_16 = (long)get_local_id(0) % 16 % 4;
    if (col_16 < 15) {
        e0[row_16 + col_16 * 4] = e;
    }
    long col_17 = (long)get_local_id(0) % 16 / 4 + 4;
    long row_17 = (long)get_local_id(0) % 16 % 4;
    if (col_17 < 15) {
        e0[row_17 + col_17 * 4] = e_1;
    }
    long col_18 = (long)get_local_id(0) % 16 / 4 + 8;
    long row_18 = (long)get_local_id(0) % 16 % 4;
    if (col_18 < 15) {
        e0[row_18 + col_18 * 4] = e_2;
    }
    long col_19 = (long)get_local_id(0) % 16 / 4 + 12;
    long row_19 = (long)get_local_id(0) % 16 % 4;
    if (col_19 < 15) {
        e0[row_19 + col_19 * 4] = e_3;
    }
}
