#pragma OPENCL EXTENSION cl_khr_fp64 : enable
float tinyc_f16(float x) {
    uint u = as_uint(x), a = u & 0x7fffffffu, s = u & 0x80000000u;
    uint normal = (u + 0xfffu + ((u >> 13) & 1u)) & 0xffffe000u;
    uint tiny = as_uint((as_float(min(a, 0x38800000u)) + 0.5f) - 0.5f) | s;
    uint r = a < 0x38800000u ? tiny : normal;
    r = a >= 0x477ff000u ? (s | 0x7f800000u) : r;
    return a >= 0x7f800000u ? x : as_float(r);
}
float tinyc_f16_load(ushort h) {
    uint s = (uint)(h & 0x8000u) << 16, m = (uint)(h & 0x7fffu) << 13;
    if (m - 0x00800000u < 0x0f000000u) return as_float((m + 0x38000000u) | s);
    uint tiny = as_uint((float)(h & 0x3ffu) * 5.9604644775390625e-8f);
    return as_float((m >= 0x0f800000u ? m | 0x7f800000u : tiny) | s);
}
ushort tinyc_f16_bits(float x) {
    uint u = as_uint(x), s = (u >> 16) & 0x8000u, a = u & 0x7fffffffu;
    if (a > 0x7f800000u) return (ushort)(s | 0x7e00u | ((a >> 13) & 0x3ffu));
    if (a >= 0x47800000u) return (ushort)(s | 0x7c00u);
    if (a < 0x38800000u) return (ushort)(s | (uint)(as_float(a) * 16777216.0f));
    return (ushort)(s | (((a >> 23) - 112u) << 10) | ((a >> 13) & 0x3ffu));
}

kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void blocks(global float* A, long A_shape2, global float* B, long B_shape2, global double* D, long D_shape2, global double* E, long E_shape2, global half* H, long H_shape2, global float* F, long F_shape2) {
    long gid = (long)get_group_id(0);
    global float* a = A + gid * 4480;
    global float* b = B + gid * 4480;
    global double* d = D + gid * 1792;
    global double* e = E + gid * 1792;
    global half* h = H + gid * 528;
    global float* f = F + gid * 512;
    long sg = (long)get_local_id(0) / 16 + 4 * (long)get_local_id(1);
    for (long round_ = 0; round_ < 6; round_ += 4) {
        long tile = round_ + sg;
        if (tile < 6) {
            long rest = tile / 3;
            long at = tile % 3 * 32;
            long i = at;
            long ti = min(32L, 70 - at);
            long rest_1 = rest / 2;
            long at_1 = rest % 2 * 32;
            long j = at_1;
            long tj = min(32L, 64 - at_1);
            bool rem = ti < 32;
            if (rem) {
                long row = (long)get_local_id(0) % 16;
                long r = i + row;
                float a_1 = 0.0f;
                if (r >= 0 && r < 70) {
                    a_1 = a[r + j * 70];
                }
                long row_1 = (long)get_local_id(0) % 16;
                long r_1 = i + row_1;
                long q = j + 1;
                float a_2 = 0.0f;
                if (r_1 >= 0 && r_1 < 70) {
                    a_2 = a[r_1 + q * 70];
                }
                long row_2 = (long)get_local_id(0) % 16;
                long r_2 = i + row_2;
                long q_1 = j + 2;
                float a_3 = 0.0f;
                if (r_2 >= 0 && r_2 < 70) {
                    a_3 = a[r_2 + q_1 * 70];
                }
                long row_3 = (long)get_local_id(0) % 16;
                long r_3 = i + row_3;
                long q_2 = j + 3;
                float a_4 = 0.0f;
                if (r_3 >= 0 && r_3 < 70) {
                    a_4 = a[r_3 + q_2 * 70];
                }
                long row_4 = (long)get_local_id(0) % 16;
                long r_4 = i + row_4;
                long q_3 = j + 4;
                float a_5 = 0.0f;
                if (r_4 >= 0 && r_4 < 70) {
                    a_5 = a[r_4 + q_3 * 70];
                }
                long row_5 = (long)get_local_id(0) % 16;
                long r_5 = i + row_5;
                long q_4 = j + 5;
                float a_6 = 0.0f;
                if (r_5 >= 0 && r_5 < 70) {
                    a_6 = a[r_5 + q_4 * 70];
                }
                long row_6 = (long)get_local_id(0) % 16;
                long r_6 = i + row_6;
                long q_5 = j + 6;
                float a_7 = 0.0f;
                if (r_6 >= 0 && r_6 < 70) {
                    a_7 = a[r_6 + q_5 * 70];
                }
                long row_7 = (long)get_local_id(0) % 16;
                long r_7 = i + row_7;
                long q_6 = j + 7;
                float a_8 = 0.0f;
                if (r_7 >= 0 && r_7 < 70) {
                    a_8 = a[r_7 + q_6 * 70];
                }
                long row_8 = (long)get_local_id(0) % 16;
                long r_8 = i + row_8;
                long q_7 = j + 8;
                float a_9 = 0.0f;
                if (r_8 >= 0 && r_8 < 70) {
                    a_9 = a[r_8 + q_7 * 70];
                }
                long row_9 = (long)get_local_id(0) % 16;
                long r_9 = i + row_9;
                long q_8 = j + 9;
                float a_10 = 0.0f;
                if (r_9 >= 0 && r_9 < 70) {
                    a_10 = a[r_9 + q_8 * 70];
                }
                long row_10 = (long)get_local_id(0) % 16;
                long r_10 = i + row_10;
                long q_9 = j + 10;
                float a_11 = 0.0f;
                if (r_10 >= 0 && r_10 < 70) {
                    a_11 = a[r_10 + q_9 * 70];
                }
                long row_11 = (long)get_local_id(0) % 16;
                long r_11 = i + row_11;
                long q_10 = j + 11;
                float a_12 = 0.0f;
                if (r_11 >= 0 && r_11 < 70) {
                    a_12 = a[r_11 + q_10 * 70];
                }
                long row_12 = (long)get_local_id(0) % 16;
                long r_12 = i + row_12;
                long q_11 = j + 12;
                float a_13 = 0.0f;
                if (r_12 >= 0 && r_12 < 70) {
                    a_13 = a[r_12 + q_11 * 70];
                }
                long row_13 = (long)get_local_id(0) % 16;
                long r_13 = i + row_13;
                long q_12 = j + 13;
                float a_14 = 0.0f;
                if (r_13 >= 0 && r_13 < 70) {
                    a_14 = a[r_13 + q_12 * 70];
                }
                long row_14 = (long)get_local_id(0) % 16;
                long r_14 = i + row_14;
                long q_13 = j + 14;
                float a_15 = 0.0f;
                if (r_14 >= 0 && r_14 < 70) {
                    a_15 = a[r_14 + q_13 * 70];
                }
                long row_15 = (long)get_local_id(0) % 16;
                long r_15 = i + row_15;
                long q_14 = j + 15;
                float a_16 = 0.0f;
                if (r_15 >= 0 && r_15 < 70) {
                    a_16 = a[r_15 + q_14 * 70];
                }
                long row_16 = (long)get_local_id(0) % 16;
                long r_16 = i + row_16;
                long q_15 = j + 16;
                float a_17 = 0.0f;
                if (r_16 >= 0 && r_16 < 70) {
                    a_17 = a[r_16 + q_15 * 70];
                }
                long row_17 = (long)get_local_id(0) % 16;
                long r_17 = i + row_17;
                long q_16 = j + 17;
                float a_18 = 0.0f;
                if (r_17 >= 0 && r_17 < 70) {
                    a_18 = a[r_17 + q_16 * 70];
                }
                long row_18 = (long)get_local_id(0) % 16;
                long r_18 = i + row_18;
                long q_17 = j + 18;
                float a_19 = 0.0f;
                if (r_18 >= 0 && r_18 < 70) {
                    a_19 = a[r_18 + q_17 * 70];
                }
                long row_19 = (long)get_local_id(0) % 16;
                long r_19 = i + row_19;
                long q_18 = j + 19;
                float a_20 = 0.0f;
                if (r_19 >= 0 && r_19 < 70) {
                    a_20 = a[r_19 + q_18 * 70];
                }
                long row_20 = (long)get_local_id(0) % 16;
                long r_20 = i + row_20;
                long q_19 = j + 20;
                float a_21 = 0.0f;
                if (r_20 >= 0 && r_20 < 70) {
                    a_21 = a[r_20 + q_19 * 70];
                }
                long row_21 = (long)get_local_id(0) % 16;
                long r_21 = i + row_21;
                long q_20 = j + 21;
                float a_22 = 0.0f;
                if (r_21 >= 0 && r_21 < 70) {
                    a_22 = a[r_21 + q_20 * 70];
                }
                long row_22 = (long)get_local_id(0) % 16;
                long r_22 = i + row_22;
                long q_21 = j + 22;
                float a_23 = 0.0f;
                if (r_22 >= 0 && r_22 < 70) {
                    a_23 = a[r_22 + q_21 * 70];
                }
                long row_23 = (long)get_local_id(0) % 16;
                long r_23 = i + row_23;
                long q_22 = j + 23;
                float a_24 = 0.0f;
                if (r_23 >= 0 && r_23 < 70) {
                    a_24 = a[r_23 + q_22 * 70];
                }
                long row_24 = (long)get_local_id(0) % 16;
                long r_24 = i + row_24;
                long q_23 = j + 24;
                float a_25 = 0.0f;
                if (r_24 >= 0 && r_24 < 70) {
                    a_25 = a[r_24 + q_23 * 70];
                }
                long row_25 = (long)get_local_id(0) % 16;
                long r_25 = i + row_25;
                long q_24 = j + 25;
                float a_26 = 0.0f;
                if (r_25 >= 0 && r_25 < 70) {
                    a_26 = a[r_25 + q_24 * 70];
                }
                long row_26 = (long)get_local_id(0) % 16;
                long r_26 = i + row_26;
                long q_25 = j + 26;
                float a_27 = 0.0f;
                if (r_26 >= 0 && r_26 < 70) {
                    a_27 = a[r_26 + q_25 * 70];
                }
                long row_27 = (long)get_local_id(0) % 16;
                long r_27 = i + row_27;
                long q_26 = j + 27;
                float a_28 = 0.0f;
                if (r_27 >= 0 && r_27 < 70) {
                    a_28 = a[r_27 + q_26 * 70];
                }
                long row_28 = (long)get_local_id(0) % 16;
                long r_28 = i + row_28;
                long q_27 = j + 28;
                float a_29 = 0.0f;
                if (r_28 >= 0 && r_28 < 70) {
                    a_29 = a[r_28 + q_27 * 70];
                }
                long row_29 = (long)get_local_id(0) % 16;
                long r_29 = i + row_29;
                long q_28 = j + 29;
                float a_30 = 0.0f;
                if (r_29 >= 0 && r_29 < 70) {
                    a_30 = a[r_29 + q_28 * 70];
                }
                long row_30 = (long)get_local_id(0) % 16;
                long r_30 = i + row_30;
                long q_29 = j + 30;
                float a_31 = 0.0f;
                if (r_30 >= 0 && r_30 < 70) {
                    a_31 = a[r_30 + q_29 * 70];
                }
                long row_31 = (long)get_local_id(0) % 16;
                long r_31 = i + row_31;
                long q_30 = j + 31;
                float a_32 = 0.0f;
                if (r_31 >= 0 && r_31 < 70) {
                    a_32 = a[r_31 + q_30 * 70];
                }
                long row_32 = (long)get_local_id(0) % 16 + 16;
                long r_32 = i + row_32;
                float a_33 = 0.0f;
                if (r_32 >= 0 && r_32 < 70) {
                    a_33 = a[r_32 + j * 70];
                }
                long row_33 = (long)get_local_id(0) % 16 + 16;
                long r_33 = i + row_33;
                long q_31 = j + 1;
                float a_34 = 0.0f;
                if (r_33 >= 0 && r_33 < 70) {
                    a_34 = a[r_33 + q_31 * 70];
                }
                long row_34 = (long)get_local_id(0) % 16 + 16;
                long r_34 = i + row_34;
                long q_32 = j + 2;
                float a_35 = 0.0f;
                if (r_34 >= 0 && r_34 < 70) {
                    a_35 = a[r_34 + q_32 * 70];
                }
                long row_35 = (long)get_local_id(0) % 16 + 16;
                long r_35 = i + row_35;
                long q_33 = j + 3;
                float a_36 = 0.0f;
                if (r_35 >= 0 && r_35 < 70) {
                    a_36 = a[r_35 + q_33 * 70];
                }
                long row_36 = (long)get_local_id(0) % 16 + 16;
                long r_36 = i + row_36;
                long q_34 = j + 4;
                float a_37 = 0.0f;
                if (r_36 >= 0 && r_36 < 70) {
                    a_37 = a[r_36 + q_34 * 70];
                }
                long row_37 = (long)get_local_id(0) % 16 + 16;
                long r_37 = i + row_37;
                long q_35 = j + 5;
                float a_38 = 0.0f;
                if (r_37 >= 0 && r_37 < 70) {
                    a_38 = a[r_37 + q_35 * 70];
                }
                long row_38 = (long)get_local_id(0) % 16 + 16;
                long r_38 = i + row_38;
                long q_36 = j + 6;
                float a_39 = 0.0f;
                if (r_38 >= 0 && r_38 < 70) {
                    a_39 = a[r_38 + q_36 * 70];
                }
                long row_39 = (long)get_local_id(0) % 16 + 16;
                long r_39 = i + row_39;
                long q_37 = j + 7;
                float a_40 = 0.0f;
                if (r_39 >= 0 && r_39 < 70) {
                    a_40 = a[r_39 + q_37 * 70];
                }
                long row_40 = (long)get_local_id(0) % 16 + 16;
                long r_40 = i + row_40;
                long q_38 = j + 8;
                float a_41 = 0.0f;
                if (r_40 >= 0 && r_40 < 70) {
                    a_41 = a[r_40 + q_38 * 70];
                }
                long row_41 = (long)get_local_id(0) % 16 + 16;
                long r_41 = i + row_41;
                long q_39 = j + 9;
                float a_42 = 0.0f;
                if (r_41 >= 0 && r_41 < 70) {
                    a_42 = a[r_41 + q_39 * 70];
                }
                long row_42 = (long)get_local_id(0) % 16 + 16;
                long r_42 = i + row_42;
                long q_40 = j + 10;
                float a_43 = 0.0f;
                if (r_42 >= 0 && r_42 < 70) {
                    a_43 = a[r_42 + q_40 * 70];
                }
                long row_43 = (long)get_local_id(0) % 16 + 16;
                long r_43 = i + row_43;
                long q_41 = j + 11;
                float a_44 = 0.0f;
                if (r_43 >= 0 && r_43 < 70) {
                    a_44 = a[r_43 + q_41 * 70];
                }
                long row_44 = (long)get_local_id(0) % 16 + 16;
                long r_44 = i + row_44;
                long q_42 = j + 12;
                float a_45 = 0.0f;
                if (r_44 >= 0 && r_44 < 70) {
                    a_45 = a[r_44 + q_42 * 70];
                }
                long row_45 = (long)get_local_id(0) % 16 + 16;
                long r_45 = i + row_45;
                long q_43 = j + 13;
                float a_46 = 0.0f;
                if (r_45 >= 0 && r_45 < 70) {
                    a_46 = a[r_45 + q_43 * 70];
                }
                long row_46 = (long)get_local_id(0) % 16 + 16;
                long r_46 = i + row_46;
                long q_44 = j + 14;
                float a_47 = 0.0f;
                if (r_46 >= 0 && r_46 < 70) {
                    a_47 = a[r_46 + q_44 * 70];
                }
                long row_47 = (long)get_local_id(0) % 16 + 16;
                long r_47 = i + row_47;
                long q_45 = j + 15;
                float a_48 = 0.0f;
                if (r_47 >= 0 && r_47 < 70) {
                    a_48 = a[r_47 + q_45 * 70];
                }
                long row_48 = (long)get_local_id(0) % 16 + 16;
                long r_48 = i + row_48;
                long q_46 = j + 16;
                float a_49 = 0.0f;
                if (r_48 >= 0 && r_48 < 70) {
                    a_49 = a[r_48 + q_46 * 70];
                }
                long row_49 = (long)get_local_id(0) % 16 + 16;
                long r_49 = i + row_49;
                long q_47 = j + 17;
                float a_50 = 0.0f;
                if (r_49 >= 0 && r_49 < 70) {
                    a_50 = a[r_49 + q_47 * 70];
                }
                long row_50 = (long)get_local_id(0) % 16 + 16;
                long r_50 = i + row_50;
                long q_48 = j + 18;
                float a_51 = 0.0f;
                if (r_50 >= 0 && r_50 < 70) {
                    a_51 = a[r_50 + q_48 * 70];
                }
                long row_51 = (long)get_local_id(0) % 16 + 16;
                long r_51 = i + row_51;
                long q_49 = j + 19;
                float a_52 = 0.0f;
                if (r_51 >= 0 && r_51 < 70) {
                    a_52 = a[r_51 + q_49 * 70];
                }
                long row_52 = (long)get_local_id(0) % 16 + 16;
                long r_52 = i + row_52;
                long q_50 = j + 20;
                float a_53 = 0.0f;
                if (r_52 >= 0 && r_52 < 70) {
                    a_53 = a[r_52 + q_50 * 70];
                }
                long row_53 = (long)get_local_id(0) % 16 + 16;
                long r_53 = i + row_53;
                long q_51 = j + 21;
                float a_54 = 0.0f;
                if (r_53 >= 0 && r_53 < 70) {
                    a_54 = a[r_53 + q_51 * 70];
                }
                long row_54 = (long)get_local_id(0) % 16 + 16;
                long r_54 = i + row_54;
                long q_52 = j + 22;
                float a_55 = 0.0f;
                if (r_54 >= 0 && r_54 < 70) {
                    a_55 = a[r_54 + q_52 * 70];
                }
                long row_55 = (long)get_local_id(0) % 16 + 16;
                long r_55 = i + row_55;
                long q_53 = j + 23;
                float a_56 = 0.0f;
                if (r_55 >= 0 && r_55 < 70) {
                    a_56 = a[r_55 + q_53 * 70];
                }
                long row_56 = (long)get_local_id(0) % 16 + 16;
                long r_56 = i + row_56;
                long q_54 = j + 24;
                float a_57 = 0.0f;
                if (r_56 >= 0 && r_56 < 70) {
                    a_57 = a[r_56 + q_54 * 70];
                }
                long row_57 = (long)get_local_id(0) % 16 + 16;
                long r_57 = i + row_57;
                long q_55 = j + 25;
                float a_58 = 0.0f;
                if (r_57 >= 0 && r_57 < 70) {
                    a_58 = a[r_57 + q_55 * 70];
                }
                long row_58 = (long)get_local_id(0) % 16 + 16;
                long r_58 = i + row_58;
                long q_56 = j + 26;
                float a_59 = 0.0f;
                if (r_58 >= 0 && r_58 < 70) {
                    a_59 = a[r_58 + q_56 * 70];
                }
                long row_59 = (long)get_local_id(0) % 16 + 16;
                long r_59 = i + row_59;
                long q_57 = j + 27;
                float a_60 = 0.0f;
                if (r_59 >= 0 && r_59 < 70) {
                    a_60 = a[r_59 + q_57 * 70];
                }
                long row_60 = (long)get_local_id(0) % 16 + 16;
                long r_60 = i + row_60;
                long q_58 = j + 28;
                float a_61 = 0.0f;
                if (r_60 >= 0 && r_60 < 70) {
                    a_61 = a[r_60 + q_58 * 70];
                }
                long row_61 = (long)get_local_id(0) % 16 + 16;
                long r_61 = i + row_61;
                long q_59 = j + 29;
                float a_62 = 0.0f;
                if (r_61 >= 0 && r_61 < 70) {
                    a_62 = a[r_61 + q_59 * 70];
                }
                long row_62 = (long)get_local_id(0) % 16 + 16;
                long r_62 = i + row_62;
                long q_60 = j + 30;
                float a_63 = 0.0f;
                if (r_62 >= 0 && r_62 < 70) {
                    a_63 = a[r_62 + q_60 * 70];
                }
                long row_63 = (long)get_local_id(0) % 16 + 16;
                long r_63 = i + row_63;
                long q_61 = j + 31;
                float a_64 = 0.0f;
                if (r_63 >= 0 && r_63 < 70) {
                    a_64 = a[r_63 + q_61 * 70];
                }
                long row_64 = (long)get_local_id(0) % 16;
                long r_64 = i + row_64;
                if (r_64 >= 0 && r_64 < 70) {
                    b[r_64 + j * 70] = a_1;
                }
                long row_65 = (long)get_local_id(0) % 16;
                long r_65 = i + row_65;
                long q_62 = j + 1;
                if (r_65 >= 0 && r_65 < 70) {
                    b[r_65 + q_62 * 70] = a_2;
                }
                long row_66 = (long)get_local_id(0) % 16;
                long r_66 = i + row_66;
                long q_63 = j + 2;
                if (r_66 >= 0 && r_66 < 70) {
                    b[r_66 + q_63 * 70] = a_3;
                }
                long row_67 = (long)get_local_id(0) % 16;
                long r_67 = i + row_67;
                long q_64 = j + 3;
                if (r_67 >= 0 && r_67 < 70) {
                    b[r_67 + q_64 * 70] = a_4;
                }
                long row_68 = (long)get_local_id(0) % 16;
                long r_68 = i + row_68;
                long q_65 = j + 4;
                if (r_68 >= 0 && r_68 < 70) {
                    b[r_68 + q_65 * 70] = a_5;
                }
                long row_69 = (long)get_local_id(0) % 16;
                long r_69 = i + row_69;
                long q_66 = j + 5;
                if (r_69 >= 0 && r_69 < 70) {
                    b[r_69 + q_66 * 70] = a_6;
                }
                long row_70 = (long)get_local_id(0) % 16;
                long r_70 = i + row_70;
                long q_67 = j + 6;
                if (r_70 >= 0 && r_70 < 70) {
                    b[r_70 + q_67 * 70] = a_7;
                }
                long row_71 = (long)get_local_id(0) % 16;
                long r_71 = i + row_71;
                long q_68 = j + 7;
                if (r_71 >= 0 && r_71 < 70) {
                    b[r_71 + q_68 * 70] = a_8;
                }
                long row_72 = (long)get_local_id(0) % 16;
                long r_72 = i + row_72;
                long q_69 = j + 8;
                if (r_72 >= 0 && r_72 < 70) {
                    b[r_72 + q_69 * 70] = a_9;
                }
                long row_73 = (long)get_local_id(0) % 16;
                long r_73 = i + row_73;
                long q_70 = j + 9;
                if (r_73 >= 0 && r_73 < 70) {
                    b[r_73 + q_70 * 70] = a_10;
                }
                long row_74 = (long)get_local_id(0) % 16;
                long r_74 = i + row_74;
                long q_71 = j + 10;
                if (r_74 >= 0 && r_74 < 70) {
                    b[r_74 + q_71 * 70] = a_11;
                }
                long row_75 = (long)get_local_id(0) % 16;
                long r_75 = i + row_75;
                long q_72 = j + 11;
                if (r_75 >= 0 && r_75 < 70) {
                    b[r_75 + q_72 * 70] = a_12;
                }
                long row_76 = (long)get_local_id(0) % 16;
                long r_76 = i + row_76;
                long q_73 = j + 12;
                if (r_76 >= 0 && r_76 < 70) {
                    b[r_76 + q_73 * 70] = a_13;
                }
                long row_77 = (long)get_local_id(0) % 16;
                long r_77 = i + row_77;
                long q_74 = j + 13;
                if (r_77 >= 0 && r_77 < 70) {
                    b[r_77 + q_74 * 70] = a_14;
                }
                long row_78 = (long)get_local_id(0) % 16;
                long r_78 = i + row_78;
                long q_75 = j + 14;
                if (r_78 >= 0 && r_78 < 70) {
                    b[r_78 + q_75 * 70] = a_15;
                }
                long row_79 = (long)get_local_id(0) % 16;
                long r_79 = i + row_79;
                long q_76 = j + 15;
                if (r_79 >= 0 && r_79 < 70) {
                    b[r_79 + q_76 * 70] = a_16;
                }
                long row_80 = (long)get_local_id(0) % 16;
                long r_80 = i + row_80;
                long q_77 = j + 16;
                if (r_80 >= 0 && r_80 < 70) {
                    b[r_80 + q_77 * 70] = a_17;
                }
                long row_81 = (long)get_local_id(0) % 16;
                long r_81 = i + row_81;
                long q_78 = j + 17;
                if (r_81 >= 0 && r_81 < 70) {
                    b[r_81 + q_78 * 70] = a_18;
                }
                long row_82 = (long)get_local_id(0) % 16;
                long r_82 = i + row_82;
                long q_79 = j + 18;
                if (r_82 >= 0 && r_82 < 70) {
                    b[r_82 + q_79 * 70] = a_19;
                }
                long row_83 = (long)get_local_id(0) % 16;
                long r_83 = i + row_83;
                long q_80 = j + 19;
                if (r_83 >= 0 && r_83 < 70) {
                    b[r_83 + q_80 * 70] = a_20;
                }
                long row_84 = (long)get_local_id(0) % 16;
                long r_84 = i + row_84;
                long q_81 = j + 20;
                if (r_84 >= 0 && r_84 < 70) {
                    b[r_84 + q_81 * 70] = a_21;
                }
                long row_85 = (long)get_local_id(0) % 16;
                long r_85 = i + row_85;
                long q_82 = j + 21;
                if (r_85 >= 0 && r_85 < 70) {
                    b[r_85 + q_82 * 70] = a_22;
                }
                long row_86 = (long)get_local_id(0) % 16;
                long r_86 = i + row_86;
                long q_83 = j + 22;
                if (r_86 >= 0 && r_86 < 70) {
                    b[r_86 + q_83 * 70] = a_23;
                }
                long row_87 = (long)get_local_id(0) % 16;
                long r_87 = i + row_87;
                long q_84 = j + 23;
                if (r_87 >= 0 && r_87 < 70) {
                    b[r_87 + q_84 * 70] = a_24;
                }
                long row_88 = (long)get_local_id(0) % 16;
                long r_88 = i + row_88;
                long q_85 = j + 24;
                if (r_88 >= 0 && r_88 < 70) {
                    b[r_88 + q_85 * 70] = a_25;
                }
                long row_89 = (long)get_local_id(0) % 16;
                long r_89 = i + row_89;
                long q_86 = j + 25;
                if (r_89 >= 0 && r_89 < 70) {
                    b[r_89 + q_86 * 70] = a_26;
                }
                long row_90 = (long)get_local_id(0) % 16;
                long r_90 = i + row_90;
                long q_87 = j + 26;
                if (r_90 >= 0 && r_90 < 70) {
                    b[r_90 + q_87 * 70] = a_27;
                }
                long row_91 = (long)get_local_id(0) % 16;
                long r_91 = i + row_91;
                long q_88 = j + 27;
                if (r_91 >= 0 && r_91 < 70) {
                    b[r_91 + q_88 * 70] = a_28;
                }
                long row_92 = (long)get_local_id(0) % 16;
                long r_92 = i + row_92;
                long q_89 = j + 28;
                if (r_92 >= 0 && r_92 < 70) {
                    b[r_92 + q_89 * 70] = a_29;
                }
                long row_93 = (long)get_local_id(0) % 16;
                long r_93 = i + row_93;
                long q_90 = j + 29;
                if (r_93 >= 0 && r_93 < 70) {
                    b[r_93 + q_90 * 70] = a_30;
                }
                long row_94 = (long)get_local_id(0) % 16;
                long r_94 = i + row_94;
                long q_91 = j + 30;
                if (r_94 >= 0 && r_94 < 70) {
                    b[r_94 + q_91 * 70] = a_31;
                }
                long row_95 = (long)get_local_id(0) % 16;
                long r_95 = i + row_95;
                long q_92 = j + 31;
                if (r_95 >= 0 && r_95 < 70) {
                    b[r_95 + q_92 * 70] = a_32;
                }
                long row_96 = (long)get_local_id(0) % 16 + 16;
                long r_96 = i + row_96;
                if (r_96 >= 0 && r_96 < 70) {
                    b[r_96 + j * 70] = a_33;
                }
                long row_97 = (long)get_local_id(0) % 16 + 16;
                long r_97 = i + row_97;
                long q_93 = j + 1;
                if (r_97 >= 0 && r_97 < 70) {
                    b[r_97 + q_93 * 70] = a_34;
                }
                long row_98 = (long)get_local_id(0) % 16 + 16;
                long r_98 = i + row_98;
                long q_94 = j + 2;
                if (r_98 >= 0 && r_98 < 70) {
                    b[r_98 + q_94 * 70] = a_35;
                }
                long row_99 = (long)get_local_id(0) % 16 + 16;
                long r_99 = i + row_99;
                long q_95 = j + 3;
                if (r_99 >= 0 && r_99 < 70) {
                    b[r_99 + q_95 * 70] = a_36;
                }
                long row_100 = (long)get_local_id(0) % 16 + 16;
                long r_100 = i + row_100;
                long q_96 = j + 4;
                if (r_100 >= 0 && r_100 < 70) {
                    b[r_100 + q_96 * 70] = a_37;
                }
                long row_101 = (long)get_local_id(0) % 16 + 16;
                long r_101 = i + row_101;
                long q_97 = j + 5;
                if (r_101 >= 0 && r_101 < 70) {
                    b[r_101 + q_97 * 70] = a_38;
                }
                long row_102 = (long)get_local_id(0) % 16 + 16;
                long r_102 = i + row_102;
                long q_98 = j + 6;
                if (r_102 >= 0 && r_102 < 70) {
                    b[r_102 + q_98 * 70] = a_39;
                }
                long row_103 = (long)get_local_id(0) % 16 + 16;
                long r_103 = i + row_103;
                long q_99 = j + 7;
                if (r_103 >= 0 && r_103 < 70) {
                    b[r_103 + q_99 * 70] = a_40;
                }
                long row_104 = (long)get_local_id(0) % 16 + 16;
                long r_104 = i + row_104;
                long q_100 = j + 8;
                if (r_104 >= 0 && r_104 < 70) {
                    b[r_104 + q_100 * 70] = a_41;
                }
                long row_105 = (long)get_local_id(0) % 16 + 16;
                long r_105 = i + row_105;
                long q_101 = j + 9;
                if (r_105 >= 0 && r_105 < 70) {
                    b[r_105 + q_101 * 70] = a_42;
                }
                long row_106 = (long)get_local_id(0) % 16 + 16;
                long r_106 = i + row_106;
                long q_102 = j + 10;
                if (r_106 >= 0 && r_106 < 70) {
                    b[r_106 + q_102 * 70] = a_43;
                }
                long row_107 = (long)get_local_id(0) % 16 + 16;
                long r_107 = i + row_107;
                long q_103 = j + 11;
                if (r_107 >= 0 && r_107 < 70) {
                    b[r_107 + q_103 * 70] = a_44;
                }
                long row_108 = (long)get_local_id(0) % 16 + 16;
                long r_108 = i + row_108;
                long q_104 = j + 12;
                if (r_108 >= 0 && r_108 < 70) {
                    b[r_108 + q_104 * 70] = a_45;
                }
                long row_109 = (long)get_local_id(0) % 16 + 16;
                long r_109 = i + row_109;
                long q_105 = j + 13;
                if (r_109 >= 0 && r_109 < 70) {
                    b[r_109 + q_105 * 70] = a_46;
                }
                long row_110 = (long)get_local_id(0) % 16 + 16;
                long r_110 = i + row_110;
                long q_106 = j + 14;
                if (r_110 >= 0 && r_110 < 70) {
                    b[r_110 + q_106 * 70] = a_47;
                }
                long row_111 = (long)get_local_id(0) % 16 + 16;
                long r_111 = i + row_111;
                long q_107 = j + 15;
                if (r_111 >= 0 && r_111 < 70) {
                    b[r_111 + q_107 * 70] = a_48;
                }
                long row_112 = (long)get_local_id(0) % 16 + 16;
                long r_112 = i + row_112;
                long q_108 = j + 16;
                if (r_112 >= 0 && r_112 < 70) {
                    b[r_112 + q_108 * 70] = a_49;
                }
                long row_113 = (long)get_local_id(0) % 16 + 16;
                long r_113 = i + row_113;
                long q_109 = j + 17;
                if (r_113 >= 0 && r_113 < 70) {
                    b[r_113 + q_109 * 70] = a_50;
                }
                long row_114 = (long)get_local_id(0) % 16 + 16;
                long r_114 = i + row_114;
                long q_110 = j + 18;
                if (r_114 >= 0 && r_114 < 70) {
                    b[r_114 + q_110 * 70] = a_51;
                }
                long row_115 = (long)get_local_id(0) % 16 + 16;
                long r_115 = i + row_115;
                long q_111 = j + 19;
                if (r_115 >= 0 && r_115 < 70) {
                    b[r_115 + q_111 * 70] = a_52;
                }
                long row_116 = (long)get_local_id(0) % 16 + 16;
                long r_116 = i + row_116;
                long q_112 = j + 20;
                if (r_116 >= 0 && r_116 < 70) {
                    b[r_116 + q_112 * 70] = a_53;
                }
                long row_117 = (long)get_local_id(0) % 16 + 16;
                long r_117 = i + row_117;
                long q_113 = j + 21;
                if (r_117 >= 0 && r_117 < 70) {
                    b[r_117 + q_113 * 70] = a_54;
                }
                long row_118 = (long)get_local_id(0) % 16 + 16;
                long r_118 = i + row_118;
                long q_114 = j + 22;
                if (r_118 >= 0 && r_118 < 70) {
                    b[r_118 + q_114 * 70] = a_55;
                }
                long row_119 = (long)get_local_id(0) % 16 + 16;
                long r_119 = i + row_119;
                long q_115 = j + 23;
                if (r_119 >= 0 && r_119 < 70) {
                    b[r_119 + q_115 * 70] = a_56;
                }
                long row_120 = (long)get_local_id(0) % 16 + 16;
                long r_120 = i + row_120;
                long q_116 = j + 24;
                if (r_120 >= 0 && r_120 < 70) {
                    b[r_120 + q_116 * 70] = a_57;
                }
                long row_121 = (long)get_local_id(0) % 16 + 16;
                long r_121 = i + row_121;
                long q_117 = j + 25;
                if (r_121 >= 0 && r_121 < 70) {
                    b[r_121 + q_117 * 70] = a_58;
                }
                long row_122 = (long)get_local_id(0) % 16 + 16;
                long r_122 = i + row_122;
                long q_118 = j + 26;
                if (r_122 >= 0 && r_122 < 70) {
                    b[r_122 + q_118 * 70] = a_59;
                }
                long row_123 = (long)get_local_id(0) % 16 + 16;
                long r_123 = i + row_123;
                long q_119 = j + 27;
                if (r_123 >= 0 && r_123 < 70) {
                    b[r_123 + q_119 * 70] = a_60;
                }
                long row_124 = (long)get_local_id(0) % 16 + 16;
                long r_124 = i + row_124;
                long q_120 = j + 28;
                if (r_124 >= 0 && r_124 < 70) {
                    b[r_124 + q_120 * 70] = a_61;
                }
                long row_125 = (long)get_local_id(0) % 16 + 16;
                long r_125 = i + row_125;
                long q_121 = j + 29;
                if (r_125 >= 0 && r_125 < 70) {
                    b[r_125 + q_121 * 70] = a_62;
                }
                long row_126 = (long)get_local_id(0) % 16 + 16;
                long r_126 = i + row_126;
                long q_122 = j + 30;
                if (r_126 >= 0 && r_126 < 70) {
                    b[r_126 + q_122 * 70] = a_63;
                }
                long row_127 = (long)get_local_id(0) % 16 + 16;
                long r_127 = i + row_127;
                long q_123 = j + 31;
                if (r_127 >= 0 && r_127 < 70) {
                    b[r_127 + q_123 * 70] = a_64;
                }
            } else {
                long row_128 = (long)get_local_id(0) % 16;
                long r_128 = i + row_128;
                float a_65 = a[r_128 + j * 70];
                long row_129 = (long)get_local_id(0) % 16;
                long r_129 = i + row_129;
                long q_124 = j + 1;
                float a_66 = a[r_129 + q_124 * 70];
                long row_130 = (long)get_local_id(0) % 16;
                long r_130 = i + row_130;
                long q_125 = j + 2;
                float a_67 = a[r_130 + q_125 * 70];
                long row_131 = (long)get_local_id(0) % 16;
                long r_131 = i + row_131;
                long q_126 = j + 3;
                float a_68 = a[r_131 + q_126 * 70];
                long row_132 = (long)get_local_id(0) % 16;
                long r_132 = i + row_132;
                long q_127 = j + 4;
                float a_69 = a[r_132 + q_127 * 70];
                long row_133 = (long)get_local_id(0) % 16;
                long r_133 = i + row_133;
                long q_128 = j + 5;
                float a_70 = a[r_133 + q_128 * 70];
                long row_134 = (long)get_local_id(0) % 16;
                long r_134 = i + row_134;
                long q_129 = j + 6;
                float a_71 = a[r_134 + q_129 * 70];
                long row_135 = (long)get_local_id(0) % 16;
                long r_135 = i + row_135;
                long q_130 = j + 7;
                float a_72 = a[r_135 + q_130 * 70];
                long row_136 = (long)get_local_id(0) % 16;
                long r_136 = i + row_136;
                long q_131 = j + 8;
                float a_73 = a[r_136 + q_131 * 70];
                long row_137 = (long)get_local_id(0) % 16;
                long r_137 = i + row_137;
                long q_132 = j + 9;
                float a_74 = a[r_137 + q_132 * 70];
                long row_138 = (long)get_local_id(0) % 16;
                long r_138 = i + row_138;
                long q_133 = j + 10;
                float a_75 = a[r_138 + q_133 * 70];
                long row_139 = (long)get_local_id(0) % 16;
                long r_139 = i + row_139;
                long q_134 = j + 11;
                float a_76 = a[r_139 + q_134 * 70];
                long row_140 = (long)get_local_id(0) % 16;
                long r_140 = i + row_140;
                long q_135 = j + 12;
                float a_77 = a[r_140 + q_135 * 70];
                long row_141 = (long)get_local_id(0) % 16;
                long r_141 = i + row_141;
                long q_136 = j + 13;
                float a_78 = a[r_141 + q_136 * 70];
                long row_142 = (long)get_local_id(0) % 16;
                long r_142 = i + row_142;
                long q_137 = j + 14;
                float a_79 = a[r_142 + q_137 * 70];
                long row_143 = (long)get_local_id(0) % 16;
                long r_143 = i + row_143;
                long q_138 = j + 15;
                float a_80 = a[r_143 + q_138 * 70];
                long row_144 = (long)get_local_id(0) % 16;
                long r_144 = i + row_144;
                long q_139 = j + 16;
                float a_81 = a[r_144 + q_139 * 70];
                long row_145 = (long)get_local_id(0) % 16;
                long r_145 = i + row_145;
                long q_140 = j + 17;
                float a_82 = a[r_145 + q_140 * 70];
                long row_146 = (long)get_local_id(0) % 16;
                long r_146 = i + row_146;
                long q_141 = j + 18;
                float a_83 = a[r_146 + q_141 * 70];
                long row_147 = (long)get_local_id(0) % 16;
                long r_147 = i + row_147;
                long q_142 = j + 19;
                float a_84 = a[r_147 + q_142 * 70];
                long row_148 = (long)get_local_id(0) % 16;
                long r_148 = i + row_148;
                long q_143 = j + 20;
                float a_85 = a[r_148 + q_143 * 70];
                long row_149 = (long)get_local_id(0) % 16;
                long r_149 = i + row_149;
                long q_144 = j + 21;
                float a_86 = a[r_149 + q_144 * 70];
                long row_150 = (long)get_local_id(0) % 16;
                long r_150 = i + row_150;
                long q_145 = j + 22;
                float a_87 = a[r_150 + q_145 * 70];
                long row_151 = (long)get_local_id(0) % 16;
                long r_151 = i + row_151;
                long q_146 = j + 23;
                float a_88 = a[r_151 + q_146 * 70];
                long row_152 = (long)get_local_id(0) % 16;
                long r_152 = i + row_152;
                long q_147 = j + 24;
                float a_89 = a[r_152 + q_147 * 70];
                long row_153 = (long)get_local_id(0) % 16;
                long r_153 = i + row_153;
                long q_148 = j + 25;
                float a_90 = a[r_153 + q_148 * 70];
                long row_154 = (long)get_local_id(0) % 16;
                long r_154 = i + row_154;
                long q_149 = j + 26;
                float a_91 = a[r_154 + q_149 * 70];
                long row_155 = (long)get_local_id(0) % 16;
                long r_155 = i + row_155;
                long q_150 = j + 27;
                float a_92 = a[r_155 + q_150 * 70];
                long row_156 = (long)get_local_id(0) % 16;
                long r_156 = i + row_156;
                long q_151 = j + 28;
                float a_93 = a[r_156 + q_151 * 70];
                long row_157 = (long)get_local_id(0) % 16;
                long r_157 = i + row_157;
                long q_152 = j + 29;
                float a_94 = a[r_157 + q_152 * 70];
                long row_158 = (long)get_local_id(0) % 16;
                long r_158 = i + row_158;
                long q_153 = j + 30;
                float a_95 = a[r_158 + q_153 * 70];
                long row_159 = (long)get_local_id(0) % 16;
                long r_159 = i + row_159;
                long q_154 = j + 31;
                float a_96 = a[r_159 + q_154 * 70];
                long row_160 = (long)get_local_id(0) % 16 + 16;
                long r_160 = i + row_160;
                float a_97 = a[r_160 + j * 70];
                long row_161 = (long)get_local_id(0) % 16 + 16;
                long r_161 = i + row_161;
                long q_155 = j + 1;
                float a_98 = a[r_161 + q_155 * 70];
                long row_162 = (long)get_local_id(0) % 16 + 16;
                long r_162 = i + row_162;
                long q_156 = j + 2;
                float a_99 = a[r_162 + q_156 * 70];
                long row_163 = (long)get_local_id(0) % 16 + 16;
                long r_163 = i + row_163;
                long q_157 = j + 3;
                float a_100 = a[r_163 + q_157 * 70];
                long row_164 = (long)get_local_id(0) % 16 + 16;
                long r_164 = i + row_164;
                long q_158 = j + 4;
                float a_101 = a[r_164 + q_158 * 70];
                long row_165 = (long)get_local_id(0) % 16 + 16;
                long r_165 = i + row_165;
                long q_159 = j + 5;
                float a_102 = a[r_165 + q_159 * 70];
                long row_166 = (long)get_local_id(0) % 16 + 16;
                long r_166 = i + row_166;
                long q_160 = j + 6;
                float a_103 = a[r_166 + q_160 * 70];
                long row_167 = (long)get_local_id(0) % 16 + 16;
                long r_167 = i + row_167;
                long q_161 = j + 7;
                float a_104 = a[r_167 + q_161 * 70];
                long row_168 = (long)get_local_id(0) % 16 + 16;
                long r_168 = i + row_168;
                long q_162 = j + 8;
                float a_105 = a[r_168 + q_162 * 70];
                long row_169 = (long)get_local_id(0) % 16 + 16;
                long r_169 = i + row_169;
                long q_163 = j + 9;
                float a_106 = a[r_169 + q_163 * 70];
                long row_170 = (long)get_local_id(0) % 16 + 16;
                long r_170 = i + row_170;
                long q_164 = j + 10;
                float a_107 = a[r_170 + q_164 * 70];
                long row_171 = (long)get_local_id(0) % 16 + 16;
                long r_171 = i + row_171;
                long q_165 = j + 11;
                float a_108 = a[r_171 + q_165 * 70];
                long row_172 = (long)get_local_id(0) % 16 + 16;
                long r_172 = i + row_172;
                long q_166 = j + 12;
                float a_109 = a[r_172 + q_166 * 70];
                long row_173 = (long)get_local_id(0) % 16 + 16;
                long r_173 = i + row_173;
                long q_167 = j + 13;
                float a_110 = a[r_173 + q_167 * 70];
                long row_174 = (long)get_local_id(0) % 16 + 16;
                long r_174 = i + row_174;
                long q_168 = j + 14;
                float a_111 = a[r_174 + q_168 * 70];
                long row_175 = (long)get_local_id(0) % 16 + 16;
                long r_175 = i + row_175;
                long q_169 = j + 15;
                float a_112 = a[r_175 + q_169 * 70];
                long row_176 = (long)get_local_id(0) % 16 + 16;
                long r_176 = i + row_176;
                long q_170 = j + 16;
                float a_113 = a[r_176 + q_170 * 70];
                long row_177 = (long)get_local_id(0) % 16 + 16;
                long r_177 = i + row_177;
                long q_171 = j + 17;
                float a_114 = a[r_177 + q_171 * 70];
                long row_178 = (long)get_local_id(0) % 16 + 16;
                long r_178 = i + row_178;
                long q_172 = j + 18;
                float a_115 = a[r_178 + q_172 * 70];
                long row_179 = (long)get_local_id(0) % 16 + 16;
                long r_179 = i + row_179;
                long q_173 = j + 19;
                float a_116 = a[r_179 + q_173 * 70];
                long row_180 = (long)get_local_id(0) % 16 + 16;
                long r_180 = i + row_180;
                long q_174 = j + 20;
                float a_117 = a[r_180 + q_174 * 70];
                long row_181 = (long)get_local_id(0) % 16 + 16;
                long r_181 = i + row_181;
                long q_175 = j + 21;
                float a_118 = a[r_181 + q_175 * 70];
                long row_182 = (long)get_local_id(0) % 16 + 16;
                long r_182 = i + row_182;
                long q_176 = j + 22;
                float a_119 = a[r_182 + q_176 * 70];
                long row_183 = (long)get_local_id(0) % 16 + 16;
                long r_183 = i + row_183;
                long q_177 = j + 23;
                float a_120 = a[r_183 + q_177 * 70];
                long row_184 = (long)get_local_id(0) % 16 + 16;
                long r_184 = i + row_184;
                long q_178 = j + 24;
                float a_121 = a[r_184 + q_178 * 70];
                long row_185 = (long)get_local_id(0) % 16 + 16;
                long r_185 = i + row_185;
                long q_179 = j + 25;
                float a_122 = a[r_185 + q_179 * 70];
                long row_186 = (long)get_local_id(0) % 16 + 16;
                long r_186 = i + row_186;
                long q_180 = j + 26;
                float a_123 = a[r_186 + q_180 * 70];
                long row_187 = (long)get_local_id(0) % 16 + 16;
                long r_187 = i + row_187;
                long q_181 = j + 27;
                float a_124 = a[r_187 + q_181 * 70];
                long row_188 = (long)get_local_id(0) % 16 + 16;
                long r_188 = i + row_188;
                long q_182 = j + 28;
                float a_125 = a[r_188 + q_182 * 70];
                long row_189 = (long)get_local_id(0) % 16 + 16;
                long r_189 = i + row_189;
                long q_183 = j + 29;
                float a_126 = a[r_189 + q_183 * 70];
                long row_190 = (long)get_local_id(0) % 16 + 16;
                long r_190 = i + row_190;
                long q_184 = j + 30;
                float a_127 = a[r_190 + q_184 * 70];
                long row_191 = (long)get_local_id(0) % 16 + 16;
                long r_191 = i + row_191;
                long q_185 = j + 31;
                float a_128 = a[r_191 + q_185 * 70];
                long row_192 = (long)get_local_id(0) % 16;
                long r_192 = i + row_192;
                b[r_192 + j * 70] = a_65;
                long row_193 = (long)get_local_id(0) % 16;
                long r_193 = i + row_193;
                long q_186 = j + 1;
                b[r_193 + q_186 * 70] = a_66;
                long row_194 = (long)get_local_id(0) % 16;
                long r_194 = i + row_194;
                long q_187 = j + 2;
                b[r_194 + q_187 * 70] = a_67;
                long row_195 = (long)get_local_id(0) % 16;
                long r_195 = i + row_195;
                long q_188 = j + 3;
                b[r_195 + q_188 * 70] = a_68;
                long row_196 = (long)get_local_id(0) % 16;
                long r_196 = i + row_196;
                long q_189 = j + 4;
                b[r_196 + q_189 * 70] = a_69;
                long row_197 = (long)get_local_id(0) % 16;
                long r_197 = i + row_197;
                long q_190 = j + 5;
                b[r_197 + q_190 * 70] = a_70;
                long row_198 = (long)get_local_id(0) % 16;
                long r_198 = i + row_198;
                long q_191 = j + 6;
                b[r_198 + q_191 * 70] = a_71;
                long row_199 = (long)get_local_id(0) % 16;
                long r_199 = i + row_199;
                long q_192 = j + 7;
                b[r_199 + q_192 * 70] = a_72;
                long row_200 = (long)get_local_id(0) % 16;
                long r_200 = i + row_200;
                long q_193 = j + 8;
                b[r_200 + q_193 * 70] = a_73;
                long row_201 = (long)get_local_id(0) % 16;
                long r_201 = i + row_201;
                long q_194 = j + 9;
                b[r_201 + q_194 * 70] = a_74;
                long row_202 = (long)get_local_id(0) % 16;
                long r_202 = i + row_202;
                long q_195 = j + 10;
                b[r_202 + q_195 * 70] = a_75;
                long row_203 = (long)get_local_id(0) % 16;
                long r_203 = i + row_203;
                long q_196 = j + 11;
                b[r_203 + q_196 * 70] = a_76;
                long row_204 = (long)get_local_id(0) % 16;
                long r_204 = i + row_204;
                long q_197 = j + 12;
                b[r_204 + q_197 * 70] = a_77;
                long row_205 = (long)get_local_id(0) % 16;
                long r_205 = i + row_205;
                long q_198 = j + 13;
                b[r_205 + q_198 * 70] = a_78;
                long row_206 = (long)get_local_id(0) % 16;
                long r_206 = i + row_206;
                long q_199 = j + 14;
                b[r_206 + q_199 * 70] = a_79;
                long row_207 = (long)get_local_id(0) % 16;
                long r_207 = i + row_207;
                long q_200 = j + 15;
                b[r_207 + q_200 * 70] = a_80;
                long row_208 = (long)get_local_id(0) % 16;
                long r_208 = i + row_208;
                long q_201 = j + 16;
                b[r_208 + q_201 * 70] = a_81;
                long row_209 = (long)get_local_id(0) % 16;
                long r_209 = i + row_209;
                long q_202 = j + 17;
                b[r_209 + q_202 * 70] = a_82;
                long row_210 = (long)get_local_id(0) % 16;
                long r_210 = i + row_210;
                long q_203 = j + 18;
                b[r_210 + q_203 * 70] = a_83;
                long row_211 = (long)get_local_id(0) % 16;
                long r_211 = i + row_211;
                long q_204 = j + 19;
                b[r_211 + q_204 * 70] = a_84;
                long row_212 = (long)get_local_id(0) % 16;
                long r_212 = i + row_212;
                long q_205 = j + 20;
                b[r_212 + q_205 * 70] = a_85;
                long row_213 = (long)get_local_id(0) % 16;
                long r_213 = i + row_213;
                long q_206 = j + 21;
                b[r_213 + q_206 * 70] = a_86;
                long row_214 = (long)get_local_id(0) % 16;
                long r_214 = i + row_214;
                long q_207 = j + 22;
                b[r_214 + q_207 * 70] = a_87;
                long row_215 = (long)get_local_id(0) % 16;
                long r_215 = i + row_215;
                long q_208 = j + 23;
                b[r_215 + q_208 * 70] = a_88;
                long row_216 = (long)get_local_id(0) % 16;
                long r_216 = i + row_216;
                long q_209 = j + 24;
                b[r_216 + q_209 * 70] = a_89;
                long row_217 = (long)get_local_id(0) % 16;
                long r_217 = i + row_217;
                long q_210 = j + 25;
                b[r_217 + q_210 * 70] = a_90;
                long row_218 = (long)get_local_id(0) % 16;
                long r_218 = i + row_218;
                long q_211 = j + 26;
                b[r_218 + q_211 * 70] = a_91;
                long row_219 = (long)get_local_id(0) % 16;
                long r_219 = i + row_219;
                long q_212 = j + 27;
                b[r_219 + q_212 * 70] = a_92;
                long row_220 = (long)get_local_id(0) % 16;
                long r_220 = i + row_220;
                long q_213 = j + 28;
                b[r_220 + q_213 * 70] = a_93;
                long row_221 = (long)get_local_id(0) % 16;
                long r_221 = i + row_221;
                long q_214 = j + 29;
                b[r_221 + q_214 * 70] = a_94;
                long row_222 = (long)get_local_id(0) % 16;
                long r_222 = i + row_222;
                long q_215 = j + 30;
                b[r_222 + q_215 * 70] = a_95;
                long row_223 = (long)get_local_id(0) % 16;
                long r_223 = i + row_223;
                long q_216 = j + 31;
                b[r_223 + q_216 * 70] = a_96;
                long row_224 = (long)get_local_id(0) % 16 + 16;
                long r_224 = i + row_224;
                b[r_224 + j * 70] = a_97;
                long row_225 = (long)get_local_id(0) % 16 + 16;
                long r_225 = i + row_225;
                long q_217 = j + 1;
                b[r_225 + q_217 * 70] = a_98;
                long row_226 = (long)get_local_id(0) % 16 + 16;
                long r_226 = i + row_226;
                long q_218 = j + 2;
                b[r_226 + q_218 * 70] = a_99;
                long row_227 = (long)get_local_id(0) % 16 + 16;
                long r_227 = i + row_227;
                long q_219 = j + 3;
                b[r_227 + q_219 * 70] = a_100;
                long row_228 = (long)get_local_id(0) % 16 + 16;
                long r_228 = i + row_228;
                long q_220 = j + 4;
                b[r_228 + q_220 * 70] = a_101;
                long row_229 = (long)get_local_id(0) % 16 + 16;
                long r_229 = i + row_229;
                long q_221 = j + 5;
                b[r_229 + q_221 * 70] = a_102;
                long row_230 = (long)get_local_id(0) % 16 + 16;
                long r_230 = i + row_230;
                long q_222 = j + 6;
                b[r_230 + q_222 * 70] = a_103;
                long row_231 = (long)get_local_id(0) % 16 + 16;
                long r_231 = i + row_231;
                long q_223 = j + 7;
                b[r_231 + q_223 * 70] = a_104;
                long row_232 = (long)get_local_id(0) % 16 + 16;
                long r_232 = i + row_232;
                long q_224 = j + 8;
                b[r_232 + q_224 * 70] = a_105;
                long row_233 = (long)get_local_id(0) % 16 + 16;
                long r_233 = i + row_233;
                long q_225 = j + 9;
                b[r_233 + q_225 * 70] = a_106;
                long row_234 = (long)get_local_id(0) % 16 + 16;
                long r_234 = i + row_234;
                long q_226 = j + 10;
                b[r_234 + q_226 * 70] = a_107;
                long row_235 = (long)get_local_id(0) % 16 + 16;
                long r_235 = i + row_235;
                long q_227 = j + 11;
                b[r_235 + q_227 * 70] = a_108;
                long row_236 = (long)get_local_id(0) % 16 + 16;
                long r_236 = i + row_236;
                long q_228 = j + 12;
                b[r_236 + q_228 * 70] = a_109;
                long row_237 = (long)get_local_id(0) % 16 + 16;
                long r_237 = i + row_237;
                long q_229 = j + 13;
                b[r_237 + q_229 * 70] = a_110;
                long row_238 = (long)get_local_id(0) % 16 + 16;
                long r_238 = i + row_238;
                long q_230 = j + 14;
                b[r_238 + q_230 * 70] = a_111;
                long row_239 = (long)get_local_id(0) % 16 + 16;
                long r_239 = i + row_239;
                long q_231 = j + 15;
                b[r_239 + q_231 * 70] = a_112;
                long row_240 = (long)get_local_id(0) % 16 + 16;
                long r_240 = i + row_240;
                long q_232 = j + 16;
                b[r_240 + q_232 * 70] = a_113;
                long row_241 = (long)get_local_id(0) % 16 + 16;
                long r_241 = i + row_241;
                long q_233 = j + 17;
                b[r_241 + q_233 * 70] = a_114;
                long row_242 = (long)get_local_id(0) % 16 + 16;
                long r_242 = i + row_242;
                long q_234 = j + 18;
                b[r_242 + q_234 * 70] = a_115;
                long row_243 = (long)get_local_id(0) % 16 + 16;
                long r_243 = i + row_243;
                long q_235 = j + 19;
                b[r_243 + q_235 * 70] = a_116;
                long row_244 = (long)get_local_id(0) % 16 + 16;
                long r_244 = i + row_244;
                long q_236 = j + 20;
                b[r_244 + q_236 * 70] = a_117;
                long row_245 = (long)get_local_id(0) % 16 + 16;
                long r_245 = i + row_245;
                long q_237 = j + 21;
                b[r_245 + q_237 * 70] = a_118;
                long row_246 = (long)get_local_id(0) % 16 + 16;
                long r_246 = i + row_246;
                long q_238 = j + 22;
                b[r_246 + q_238 * 70] = a_119;
                long row_247 = (long)get_local_id(0) % 16 + 16;
                long r_247 = i + row_247;
                long q_239 = j + 23;
                b[r_247 + q_239 * 70] = a_120;
                long row_248 = (long)get_local_id(0) % 16 + 16;
                long r_248 = i + row_248;
                long q_240 = j + 24;
                b[r_248 + q_240 * 70] = a_121;
                long row_249 = (long)get_local_id(0) % 16 + 16;
                long r_249 = i + row_249;
                long q_241 = j + 25;
                b[r_249 + q_241 * 70] = a_122;
                long row_250 = (long)get_local_id(0) % 16 + 16;
                long r_250 = i + row_250;
                long q_242 = j + 26;
                b[r_250 + q_242 * 70] = a_123;
                long row_251 = (long)get_local_id(0) % 16 + 16;
                long r_251 = i + row_251;
                long q_243 = j + 27;
                b[r_251 + q_243 * 70] = a_124;
                long row_252 = (long)get_local_id(0) % 16 + 16;
                long r_252 = i + row_252;
                long q_244 = j + 28;
                b[r_252 + q_244 * 70] = a_125;
                long row_253 = (long)get_local_id(0) % 16 + 16;
                long r_253 = i + row_253;
                long q_245 = j + 29;
                b[r_253 + q_245 * 70] = a_126;
                long row_254 = (long)get_local_id(0) % 16 + 16;
                long r_254 = i + row_254;
                long q_246 = j + 30;
                b[r_254 + q_246 * 70] = a_127;
                long row_255 = (long)get_local_id(0) % 16 + 16;
                long r_255 = i + row_255;
                long q_247 = j + 31;
                b[r_255 + q_247 * 70] = a_128;
            }
        }
    }
    int sg_1 = (int)((long)get_local_id(0) / 16 + 4 * (long)get_local_id(1));
    long s = (long)sg_1;
    long col = (long)((ulong)s * (ulong)16);
    long row_256 = (long)get_local_id(0) % 16;
    double a_129 = 0.0;
    if (col >= 0 && col < 56) {
        a_129 = d[row_256 + col * 32];
    }
    long row_257 = (long)get_local_id(0) % 16;
    long q_248 = col + 1;
    double a_130 = 0.0;
    if (q_248 >= 0 && q_248 < 56) {
        a_130 = d[row_257 + q_248 * 32];
    }
    long row_258 = (long)get_local_id(0) % 16;
    long q_249 = col + 2;
    double a_131 = 0.0;
    if (q_249 >= 0 && q_249 < 56) {
        a_131 = d[row_258 + q_249 * 32];
    }
    long row_259 = (long)get_local_id(0) % 16;
    long q_250 = col + 3;
    double a_132 = 0.0;
    if (q_250 >= 0 && q_250 < 56) {
        a_132 = d[row_259 + q_250 * 32];
    }
    long row_260 = (long)get_local_id(0) % 16;
    long q_251 = col + 4;
    double a_133 = 0.0;
    if (q_251 >= 0 && q_251 < 56) {
        a_133 = d[row_260 + q_251 * 32];
    }
    long row_261 = (long)get_local_id(0) % 16;
    long q_252 = col + 5;
    double a_134 = 0.0;
    if (q_252 >= 0 && q_252 < 56) {
        a_134 = d[row_261 + q_252 * 32];
    }
    long row_262 = (long)get_local_id(0) % 16;
    long q_253 = col + 6;
    double a_135 = 0.0;
    if (q_253 >= 0 && q_253 < 56) {
        a_135 = d[row_262 + q_253 * 32];
    }
    long row_263 = (long)get_local_id(0) % 16;
    long q_254 = col + 7;
    double a_136 = 0.0;
    if (q_254 >= 0 && q_254 < 56) {
        a_136 = d[row_263 + q_254 * 32];
    }
    long row_264 = (long)get_local_id(0) % 16;
    long q_255 = col + 8;
    double a_137 = 0.0;
    if (q_255 >= 0 && q_255 < 56) {
        a_137 = d[row_264 + q_255 * 32];
    }
    long row_265 = (long)get_local_id(0) % 16;
    long q_256 = col + 9;
    double a_138 = 0.0;
    if (q_256 >= 0 && q_256 < 56) {
        a_138 = d[row_265 + q_256 * 32];
    }
    long row_266 = (long)get_local_id(0) % 16;
    long q_257 = col + 10;
    double a_139 = 0.0;
    if (q_257 >= 0 && q_257 < 56) {
        a_139 = d[row_266 + q_257 * 32];
    }
    long row_267 = (long)get_local_id(0) % 16;
    long q_258 = col + 11;
    double a_140 = 0.0;
    if (q_258 >= 0 && q_258 < 56) {
        a_140 = d[row_267 + q_258 * 32];
    }
    long row_268 = (long)get_local_id(0) % 16;
    long q_259 = col + 12;
    double a_141 = 0.0;
    if (q_259 >= 0 && q_259 < 56) {
        a_141 = d[row_268 + q_259 * 32];
    }
    long row_269 = (long)get_local_id(0) % 16;
    long q_260 = col + 13;
    double a_142 = 0.0;
    if (q_260 >= 0 && q_260 < 56) {
        a_142 = d[row_269 + q_260 * 32];
    }
    long row_270 = (long)get_local_id(0) % 16;
    long q_261 = col + 14;
    double a_143 = 0.0;
    if (q_261 >= 0 && q_261 < 56) {
        a_143 = d[row_270 + q_261 * 32];
    }
    long row_271 = (long)get_local_id(0) % 16;
    long q_262 = col + 15;
    double a_144 = 0.0;
    if (q_262 >= 0 && q_262 < 56) {
        a_144 = d[row_271 + q_262 * 32];
    }
    long row_272 = (long)get_local_id(0) % 16 + 16;
    double a_145 = 0.0;
    if (col >= 0 && col < 56) {
        a_145 = d[row_272 + col * 32];
    }
    long row_273 = (long)get_local_id(0) % 16 + 16;
    long q_263 = col + 1;
    double a_146 = 0.0;
    if (q_263 >= 0 && q_263 < 56) {
        a_146 = d[row_273 + q_263 * 32];
    }
    long row_274 = (long)get_local_id(0) % 16 + 16;
    long q_264 = col + 2;
    double a_147 = 0.0;
    if (q_264 >= 0 && q_264 < 56) {
        a_147 = d[row_274 + q_264 * 32];
    }
    long row_275 = (long)get_local_id(0) % 16 + 16;
    long q_265 = col + 3;
    double a_148 = 0.0;
    if (q_265 >= 0 && q_265 < 56) {
        a_148 = d[row_275 + q_265 * 32];
    }
    long row_276 = (long)get_local_id(0) % 16 + 16;
    long q_266 = col + 4;
    double a_149 = 0.0;
    if (q_266 >= 0 && q_266 < 56) {
        a_149 = d[row_276 + q_266 * 32];
    }
    long row_277 = (long)get_local_id(0) % 16 + 16;
    long q_267 = col + 5;
    double a_150 = 0.0;
    if (q_267 >= 0 && q_267 < 56) {
        a_150 = d[row_277 + q_267 * 32];
    }
    long row_278 = (long)get_local_id(0) % 16 + 16;
    long q_268 = col + 6;
    double a_151 = 0.0;
    if (q_268 >= 0 && q_268 < 56) {
        a_151 = d[row_278 + q_268 * 32];
    }
    long row_279 = (long)get_local_id(0) % 16 + 16;
    long q_269 = col + 7;
    double a_152 = 0.0;
    if (q_269 >= 0 && q_269 < 56) {
        a_152 = d[row_279 + q_269 * 32];
    }
    long row_280 = (long)get_local_id(0) % 16 + 16;
    long q_270 = col + 8;
    double a_153 = 0.0;
    if (q_270 >= 0 && q_270 < 56) {
        a_153 = d[row_280 + q_270 * 32];
    }
    long row_281 = (long)get_local_id(0) % 16 + 16;
    long q_271 = col + 9;
    double a_154 = 0.0;
    if (q_271 >= 0 && q_271 < 56) {
        a_154 = d[row_281 + q_271 * 32];
    }
    long row_282 = (long)get_local_id(0) % 16 + 16;
    long q_272 = col + 10;
    double a_155 = 0.0;
    if (q_272 >= 0 && q_272 < 56) {
        a_155 = d[row_282 + q_272 * 32];
    }
    long row_283 = (long)get_local_id(0) % 16 + 16;
    long q_273 = col + 11;
    double a_156 = 0.0;
    if (q_273 >= 0 && q_273 < 56) {
        a_156 = d[row_283 + q_273 * 32];
    }
    long row_284 = (long)get_local_id(0) % 16 + 16;
    long q_274 = col + 12;
    double a_157 = 0.0;
    if (q_274 >= 0 && q_274 < 56) {
        a_157 = d[row_284 + q_274 * 32];
    }
    long row_285 = (long)get_local_id(0) % 16 + 16;
    long q_275 = col + 13;
    double a_158 = 0.0;
    if (q_275 >= 0 && q_275 < 56) {
        a_158 = d[row_285 + q_275 * 32];
    }
    long row_286 = (long)get_local_id(0) % 16 + 16;
    long q_276 = col + 14;
    double a_159 = 0.0;
    if (q_276 >= 0 && q_276 < 56) {
        a_159 = d[row_286 + q_276 * 32];
    }
    long row_287 = (long)get_local_id(0) % 16 + 16;
    long q_277 = col + 15;
    double a_160 = 0.0;
    if (q_277 >= 0 && q_277 < 56) {
        a_160 = d[row_287 + q_277 * 32];
    }
    double m2 = 2.0 * a_129;
    double m2_1 = 2.0 * a_130;
    double m2_2 = 2.0 * a_131;
    double m2_3 = 2.0 * a_132;
    double m2_4 = 2.0 * a_133;
    double m2_5 = 2.0 * a_134;
    double m2_6 = 2.0 * a_135;
    double m2_7 = 2.0 * a_136;
    double m2_8 = 2.0 * a_137;
    double m2_9 = 2.0 * a_138;
    double m2_10 = 2.0 * a_139;
    double m2_11 = 2.0 * a_140;
    double m2_12 = 2.0 * a_141;
    double m2_13 = 2.0 * a_142;
    double m2_14 = 2.0 * a_143;
    double m2_15 = 2.0 * a_144;
    double m2_16 = 2.0 * a_145;
    double m2_17 = 2.0 * a_146;
    double m2_18 = 2.0 * a_147;
    double m2_19 = 2.0 * a_148;
    double m2_20 = 2.0 * a_149;
    double m2_21 = 2.0 * a_150;
    double m2_22 = 2.0 * a_151;
    double m2_23 = 2.0 * a_152;
    double m2_24 = 2.0 * a_153;
    double m2_25 = 2.0 * a_154;
    double m2_26 = 2.0 * a_155;
    double m2_27 = 2.0 * a_156;
    double m2_28 = 2.0 * a_157;
    double m2_29 = 2.0 * a_158;
    double m2_30 = 2.0 * a_159;
    double m2_31 = 2.0 * a_160;
    long row_288 = (long)get_local_id(0) % 16;
    if (col >= 0 && col < 56) {
        e[row_288 + col * 32] = m2;
    }
    long row_289 = (long)get_local_id(0) % 16;
    long q_278 = col + 1;
    if (q_278 >= 0 && q_278 < 56) {
        e[row_289 + q_278 * 32] = m2_1;
    }
    long row_290 = (long)get_local_id(0) % 16;
    long q_279 = col + 2;
    if (q_279 >= 0 && q_279 < 56) {
        e[row_290 + q_279 * 32] = m2_2;
    }
    long row_291 = (long)get_local_id(0) % 16;
    long q_280 = col + 3;
    if (q_280 >= 0 && q_280 < 56) {
        e[row_291 + q_280 * 32] = m2_3;
    }
    long row_292 = (long)get_local_id(0) % 16;
    long q_281 = col + 4;
    if (q_281 >= 0 && q_281 < 56) {
        e[row_292 + q_281 * 32] = m2_4;
    }
    long row_293 = (long)get_local_id(0) % 16;
    long q_282 = col + 5;
    if (q_282 >= 0 && q_282 < 56) {
        e[row_293 + q_282 * 32] = m2_5;
    }
    long row_294 = (long)get_local_id(0) % 16;
    long q_283 = col + 6;
    if (q_283 >= 0 && q_283 < 56) {
        e[row_294 + q_283 * 32] = m2_6;
    }
    long row_295 = (long)get_local_id(0) % 16;
    long q_284 = col + 7;
    if (q_284 >= 0 && q_284 < 56) {
        e[row_295 + q_284 * 32] = m2_7;
    }
    long row_296 = (long)get_local_id(0) % 16;
    long q_285 = col + 8;
    if (q_285 >= 0 && q_285 < 56) {
        e[row_296 + q_285 * 32] = m2_8;
    }
    long row_297 = (long)get_local_id(0) % 16;
    long q_286 = col + 9;
    if (q_286 >= 0 && q_286 < 56) {
        e[row_297 + q_286 * 32] = m2_9;
    }
    long row_298 = (long)get_local_id(0) % 16;
    long q_287 = col + 10;
    if (q_287 >= 0 && q_287 < 56) {
        e[row_298 + q_287 * 32] = m2_10;
    }
    long row_299 = (long)get_local_id(0) % 16;
    long q_288 = col + 11;
    if (q_288 >= 0 && q_288 < 56) {
        e[row_299 + q_288 * 32] = m2_11;
    }
    long row_300 = (long)get_local_id(0) % 16;
    long q_289 = col + 12;
    if (q_289 >= 0 && q_289 < 56) {
        e[row_300 + q_289 * 32] = m2_12;
    }
    long row_301 = (long)get_local_id(0) % 16;
    long q_290 = col + 13;
    if (q_290 >= 0 && q_290 < 56) {
        e[row_301 + q_290 * 32] = m2_13;
    }
    long row_302 = (long)get_local_id(0) % 16;
    long q_291 = col + 14;
    if (q_291 >= 0 && q_291 < 56) {
        e[row_302 + q_291 * 32] = m2_14;
    }
    long row_303 = (long)get_local_id(0) % 16;
    long q_292 = col + 15;
    if (q_292 >= 0 && q_292 < 56) {
        e[row_303 + q_292 * 32] = m2_15;
    }
    long row_304 = (long)get_local_id(0) % 16 + 16;
    if (col >= 0 && col < 56) {
        e[row_304 + col * 32] = m2_16;
    }
    long row_305 = (long)get_local_id(0) % 16 + 16;
    long q_293 = col + 1;
    if (q_293 >= 0 && q_293 < 56) {
        e[row_305 + q_293 * 32] = m2_17;
    }
    long row_306 = (long)get_local_id(0) % 16 + 16;
    long q_294 = col + 2;
    if (q_294 >= 0 && q_294 < 56) {
        e[row_306 + q_294 * 32] = m2_18;
    }
    long row_307 = (long)get_local_id(0) % 16 + 16;
    long q_295 = col + 3;
    if (q_295 >= 0 && q_295 < 56) {
        e[row_307 + q_295 * 32] = m2_19;
    }
    long row_308 = (long)get_local_id(0) % 16 + 16;
    long q_296 = col + 4;
    if (q_296 >= 0 && q_296 < 56) {
        e[row_308 + q_296 * 32] = m2_20;
    }
    long row_309 = (long)get_local_id(0) % 16 + 16;
    long q_297 = col + 5;
    if (q_297 >= 0 && q_297 < 56) {
        e[row_309 + q_297 * 32] = m2_21;
    }
    long row_310 = (long)get_local_id(0) % 16 + 16;
    long q_298 = col + 6;
    if (q_298 >= 0 && q_298 < 56) {
        e[row_310 + q_298 * 32] = m2_22;
    }
    long row_311 = (long)get_local_id(0) % 16 + 16;
    long q_299 = col + 7;
    if (q_299 >= 0 && q_299 < 56) {
        e[row_311 + q_299 * 32] = m2_23;
    }
    long row_312 = (long)get_local_id(0) % 16 + 16;
    long q_300 = col + 8;
    if (q_300 >= 0 && q_300 < 56) {
        e[row_312 + q_300 * 32] = m2_24;
    }
    long row_313 = (long)get_local_id(0) % 16 + 16;
    long q_301 = col + 9;
    if (q_301 >= 0 && q_301 < 56) {
        e[row_313 + q_301 * 32] = m2_25;
    }
    long row_314 = (long)get_local_id(0) % 16 + 16;
    long q_302 = col + 10;
    if (q_302 >= 0 && q_302 < 56) {
        e[row_314 + q_302 * 32] = m2_26;
    }
    long row_315 = (long)get_local_id(0) % 16 + 16;
    long q_303 = col + 11;
    if (q_303 >= 0 && q_303 < 56) {
        e[row_315 + q_303 * 32] = m2_27;
    }
    long row_316 = (long)get_local_id(0) % 16 + 16;
    long q_304 = col + 12;
    if (q_304 >= 0 && q_304 < 56) {
        e[row_316 + q_304 * 32] = m2_28;
    }
    long row_317 = (long)get_local_id(0) % 16 + 16;
    long q_305 = col + 13;
    if (q_305 >= 0 && q_305 < 56) {
        e[row_317 + q_305 * 32] = m2_29;
    }
    long row_318 = (long)get_local_id(0) % 16 + 16;
    long q_306 = col + 14;
    if (q_306 >= 0 && q_306 < 56) {
        e[row_318 + q_306 * 32] = m2_30;
    }
    long row_319 = (long)get_local_id(0) % 16 + 16;
    long q_307 = col + 15;
    if (q_307 >= 0 && q_307 < 56) {
        e[row_319 + q_307 * 32] = m2_31;
    }
    bool low = s < 2;
    if (low) {
        long row_320 = (long)((ulong)1 - (ulong)s);
        long row_321 = (long)get_local_id(0) % 16;
        long r_256 = row_320 + row_321;
        float a_161 = tinyc_f16_load(((global ushort*)h)[r_256]);
        long row_322 = (long)get_local_id(0) % 16;
        long r_257 = row_320 + row_322;
        float a_162 = tinyc_f16_load(((global ushort*)h)[r_257 + 33]);
        long row_323 = (long)get_local_id(0) % 16;
        long r_258 = row_320 + row_323;
        float a_163 = tinyc_f16_load(((global ushort*)h)[r_258 + 66]);
        long row_324 = (long)get_local_id(0) % 16;
        long r_259 = row_320 + row_324;
        float a_164 = tinyc_f16_load(((global ushort*)h)[r_259 + 99]);
        long row_325 = (long)get_local_id(0) % 16;
        long r_260 = row_320 + row_325;
        float a_165 = tinyc_f16_load(((global ushort*)h)[r_260 + 132]);
        long row_326 = (long)get_local_id(0) % 16;
        long r_261 = row_320 + row_326;
        float a_166 = tinyc_f16_load(((global ushort*)h)[r_261 + 165]);
        long row_327 = (long)get_local_id(0) % 16;
        long r_262 = row_320 + row_327;
        float a_167 = tinyc_f16_load(((global ushort*)h)[r_262 + 198]);
        long row_328 = (long)get_local_id(0) % 16;
        long r_263 = row_320 + row_328;
        float a_168 = tinyc_f16_load(((global ushort*)h)[r_263 + 231]);
        long row_329 = (long)get_local_id(0) % 16;
        long r_264 = row_320 + row_329;
        float a_169 = tinyc_f16_load(((global ushort*)h)[r_264 + 264]);
        long row_330 = (long)get_local_id(0) % 16;
        long r_265 = row_320 + row_330;
        float a_170 = tinyc_f16_load(((global ushort*)h)[r_265 + 297]);
        long row_331 = (long)get_local_id(0) % 16;
        long r_266 = row_320 + row_331;
        float a_171 = tinyc_f16_load(((global ushort*)h)[r_266 + 330]);
        long row_332 = (long)get_local_id(0) % 16;
        long r_267 = row_320 + row_332;
        float a_172 = tinyc_f16_load(((global ushort*)h)[r_267 + 363]);
        long row_333 = (long)get_local_id(0) % 16;
        long r_268 = row_320 + row_333;
        float a_173 = tinyc_f16_load(((global ushort*)h)[r_268 + 396]);
        long row_334 = (long)get_local_id(0) % 16;
        long r_269 = row_320 + row_334;
        float a_174 = tinyc_f16_load(((global ushort*)h)[r_269 + 429]);
        long row_335 = (long)get_local_id(0) % 16;
        long r_270 = row_320 + row_335;
        float a_175 = tinyc_f16_load(((global ushort*)h)[r_270 + 462]);
        long row_336 = (long)get_local_id(0) % 16;
        long r_271 = row_320 + row_336;
        float a_176 = tinyc_f16_load(((global ushort*)h)[r_271 + 495]);
        float mf = (float)a_161;
        float mf_1 = (float)a_162;
        float mf_2 = (float)a_163;
        float mf_3 = (float)a_164;
        float mf_4 = (float)a_165;
        float mf_5 = (float)a_166;
        float mf_6 = (float)a_167;
        float mf_7 = (float)a_168;
        float mf_8 = (float)a_169;
        float mf_9 = (float)a_170;
        float mf_10 = (float)a_171;
        float mf_11 = (float)a_172;
        float mf_12 = (float)a_173;
        float mf_13 = (float)a_174;
        float mf_14 = (float)a_175;
        float mf_15 = (float)a_176;
        long row_337 = (long)get_local_id(0) % 16;
        f[row_337 + col * 16] = mf;
        long row_338 = (long)get_local_id(0) % 16;
        long q_308 = col + 1;
        f[row_338 + q_308 * 16] = mf_1;
        long row_339 = (long)get_local_id(0) % 16;
        long q_309 = col + 2;
        f[row_339 + q_309 * 16] = mf_2;
        long row_340 = (long)get_local_id(0) % 16;
        long q_310 = col + 3;
        f[row_340 + q_310 * 16] = mf_3;
        long row_341 = (long)get_local_id(0) % 16;
        long q_311 = col + 4;
        f[row_341 + q_311 * 16] = mf_4;
        long row_342 = (long)get_local_id(0) % 16;
        long q_312 = col + 5;
        f[row_342 + q_312 * 16] = mf_5;
        long row_343 = (long)get_local_id(0) % 16;
        long q_313 = col + 6;
        f[row_343 + q_313 * 16] = mf_6;
        long row_344 = (long)get_local_id(0) % 16;
        long q_314 = col + 7;
        f[row_344 + q_314 * 16] = mf_7;
        long row_345 = (long)get_local_id(0) % 16;
        long q_315 = col + 8;
        f[row_345 + q_315 * 16] = mf_8;
        long row_346 = (long)get_local_id(0) % 16;
        long q_316 = col + 9;
        f[row_346 + q_316 * 16] = mf_9;
        long row_347 = (long)get_local_id(0) % 16;
        long q_317 = col + 10;
        f[row_347 + q_317 * 16] = mf_10;
        long row_348 = (long)get_local_id(0) % 16;
        long q_318 = col + 11;
        f[row_348 + q_318 * 16] = mf_11;
        long row_349 = (long)get_local_id(0) % 16;
        long q_319 = col + 12;
        f[row_349 + q_319 * 16] = mf_12;
        long row_350 = (long)get_local_id(0) % 16;
        long q_320 = col + 13;
        f[row_350 + q_320 * 16] = mf_13;
        long row_351 = (long)get_local_id(0) % 16;
        long q_321 = col + 14;
        f[row_351 + q_321 * 16] = mf_14;
        long row_352 = (long)get_local_id(0) % 16;
        long q_322 = col + 15;
        f[row_352 + q_322 * 16] = mf_15;
    }
}
