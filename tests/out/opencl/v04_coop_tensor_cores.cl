#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
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
float tinyc_bf16(float x) {
    uint u = as_uint(x);
    if ((u & 0x7fffffffu) > 0x7f800000u) return as_float((u | 0x00400000u) & 0xffff0000u);
    return as_float((u + 0x7fffu + ((u >> 16) & 1u)) & 0xffff0000u);
}
float tinyc_bf16_load(ushort b) { return as_float((uint)b << 16); }
ushort tinyc_bf16_bits(float x) { return (ushort)(as_uint(x) >> 16); }

kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void tensor_cores(global double* A, long A_shape2, global double* B, long B_shape2, global double* C, long C_shape2, global double* D, long D_shape2, global double* Y, long Y_shape2, global half* H, long H_shape2, global half* G, long G_shape2, global float* R, long R_shape2, global float* P, long P_shape2, global ushort* Q, long Q_shape2, global ushort* S, long S_shape2, global float* Z, long Z_shape2, global float* F, long F_shape2, global half* W, long W_shape2, global float* V, long V_shape2, global double* X, long X_shape2, global float* K1, long K1_shape2, global double* K2, long K2_shape2, global double* CM, long CM_shape2, global double* T, long T_shape2) {
    local uchar stack[8192] __attribute__((aligned(64)));
    long gid = (long)get_group_id(0);
    global double* a = A + gid * 1536;
    global double* b = B + gid * 384;
    global double* c = C + gid * 1024;
    global double* d = D + gid * 1024;
    global double* y = Y + gid * 1024;
    global half* h = H + gid * 2048;
    global half* g = G + gid * 320;
    global float* r = R + gid * 64;
    global float* p = P + gid * 1024;
    global ushort* q = Q + gid * 1024;
    global ushort* s = S + gid * 128;
    global float* z = Z + gid * 512;
    global float* f = F + gid * 1024;
    global half* w = W + gid * 128;
    global float* v = V + gid * 512;
    global double* x = X + gid * 64;
    global float* k1 = K1 + gid * 512;
    global double* k2 = K2 + gid * 512;
    global double* cm = CM + gid * 32;
    global double* t = T + gid * 1024;
    int sg = (int)((long)get_local_id(0) / 32);
    long sgi = (long)sg;
    long r0 = (long)((ulong)sgi * (ulong)32);
    double m;
    double m_1;
    double m_2;
    double m_3;
    double m_4;
    double m_5;
    double m_6;
    double m_7;
    double m_8;
    double m_9;
    double m_10;
    double m_11;
    double m_12;
    double m_13;
    double m_14;
    double m_15;
    m = 0.0;
    m_1 = 0.0;
    m_2 = 0.0;
    m_3 = 0.0;
    m_4 = 0.0;
    m_5 = 0.0;
    m_6 = 0.0;
    m_7 = 0.0;
    m_8 = 0.0;
    m_9 = 0.0;
    m_10 = 0.0;
    m_11 = 0.0;
    m_12 = 0.0;
    m_13 = 0.0;
    m_14 = 0.0;
    m_15 = 0.0;
    for (long k = 0; k < 24; k += 8) {
        long row = (long)get_local_id(0) % 32;
        long r_1 = r0 + row;
        double a_1 = a[r_1 + k * 64];
        long row_1 = (long)get_local_id(0) % 32;
        long r_2 = r0 + row_1;
        long q_1 = k + 1;
        double a_2 = a[r_2 + q_1 * 64];
        long row_2 = (long)get_local_id(0) % 32;
        long r_3 = r0 + row_2;
        long q_2 = k + 2;
        double a_3 = a[r_3 + q_2 * 64];
        long row_3 = (long)get_local_id(0) % 32;
        long r_4 = r0 + row_3;
        long q_3 = k + 3;
        double a_4 = a[r_4 + q_3 * 64];
        long row_4 = (long)get_local_id(0) % 32;
        long r_5 = r0 + row_4;
        long q_4 = k + 4;
        double a_5 = a[r_5 + q_4 * 64];
        long row_5 = (long)get_local_id(0) % 32;
        long r_6 = r0 + row_5;
        long q_5 = k + 5;
        double a_6 = a[r_6 + q_5 * 64];
        long row_6 = (long)get_local_id(0) % 32;
        long r_7 = r0 + row_6;
        long q_6 = k + 6;
        double a_7 = a[r_7 + q_6 * 64];
        long row_7 = (long)get_local_id(0) % 32;
        long r_8 = r0 + row_7;
        long q_7 = k + 7;
        double a_8 = a[r_8 + q_7 * 64];
        long col = (long)get_local_id(0) % 32 / 8;
        long row_8 = (long)get_local_id(0) % 32 % 8;
        long r_9 = k + row_8;
        double a_9 = 0.0;
        if (col < 16) {
            a_9 = b[r_9 + col * 24];
        }
        long col_1 = (long)get_local_id(0) % 32 / 8 + 4;
        long row_9 = (long)get_local_id(0) % 32 % 8;
        long r_10 = k + row_9;
        double a_10 = 0.0;
        if (col_1 < 16) {
            a_10 = b[r_10 + col_1 * 24];
        }
        long col_2 = (long)get_local_id(0) % 32 / 8 + 8;
        long row_10 = (long)get_local_id(0) % 32 % 8;
        long r_11 = k + row_10;
        double a_11 = 0.0;
        if (col_2 < 16) {
            a_11 = b[r_11 + col_2 * 24];
        }
        long col_3 = (long)get_local_id(0) % 32 / 8 + 12;
        long row_11 = (long)get_local_id(0) % 32 % 8;
        long r_12 = k + row_11;
        double a_12 = 0.0;
        if (col_3 < 16) {
            a_12 = b[r_12 + col_3 * 24];
        }
        double a_13 = b[k];
        long r_13 = k + 1;
        double a_14 = b[r_13];
        long r_14 = k + 2;
        double a_15 = b[r_14];
        long r_15 = k + 3;
        double a_16 = b[r_15];
        long r_16 = k + 4;
        double a_17 = b[r_16];
        long r_17 = k + 5;
        double a_18 = b[r_17];
        long r_18 = k + 6;
        double a_19 = b[r_18];
        long r_19 = k + 7;
        double a_20 = b[r_19];
        double acc = m + a_1 * a_13 + a_2 * a_14 + a_3 * a_15 + a_4 * a_16 + a_5 * a_17 + a_6 * a_18 + a_7 * a_19 + a_8 * a_20;
        double a_21 = b[k + 24];
        long r_20 = k + 1;
        double a_22 = b[r_20 + 24];
        long r_21 = k + 2;
        double a_23 = b[r_21 + 24];
        long r_22 = k + 3;
        double a_24 = b[r_22 + 24];
        long r_23 = k + 4;
        double a_25 = b[r_23 + 24];
        long r_24 = k + 5;
        double a_26 = b[r_24 + 24];
        long r_25 = k + 6;
        double a_27 = b[r_25 + 24];
        long r_26 = k + 7;
        double a_28 = b[r_26 + 24];
        double acc_1 = m_1 + a_1 * a_21 + a_2 * a_22 + a_3 * a_23 + a_4 * a_24 + a_5 * a_25 + a_6 * a_26 + a_7 * a_27 + a_8 * a_28;
        double a_29 = b[k + 48];
        long r_27 = k + 1;
        double a_30 = b[r_27 + 48];
        long r_28 = k + 2;
        double a_31 = b[r_28 + 48];
        long r_29 = k + 3;
        double a_32 = b[r_29 + 48];
        long r_30 = k + 4;
        double a_33 = b[r_30 + 48];
        long r_31 = k + 5;
        double a_34 = b[r_31 + 48];
        long r_32 = k + 6;
        double a_35 = b[r_32 + 48];
        long r_33 = k + 7;
        double a_36 = b[r_33 + 48];
        double acc_2 = m_2 + a_1 * a_29 + a_2 * a_30 + a_3 * a_31 + a_4 * a_32 + a_5 * a_33 + a_6 * a_34 + a_7 * a_35 + a_8 * a_36;
        double a_37 = b[k + 72];
        long r_34 = k + 1;
        double a_38 = b[r_34 + 72];
        long r_35 = k + 2;
        double a_39 = b[r_35 + 72];
        long r_36 = k + 3;
        double a_40 = b[r_36 + 72];
        long r_37 = k + 4;
        double a_41 = b[r_37 + 72];
        long r_38 = k + 5;
        double a_42 = b[r_38 + 72];
        long r_39 = k + 6;
        double a_43 = b[r_39 + 72];
        long r_40 = k + 7;
        double a_44 = b[r_40 + 72];
        double acc_3 = m_3 + a_1 * a_37 + a_2 * a_38 + a_3 * a_39 + a_4 * a_40 + a_5 * a_41 + a_6 * a_42 + a_7 * a_43 + a_8 * a_44;
        double a_45 = b[k + 96];
        long r_41 = k + 1;
        double a_46 = b[r_41 + 96];
        long r_42 = k + 2;
        double a_47 = b[r_42 + 96];
        long r_43 = k + 3;
        double a_48 = b[r_43 + 96];
        long r_44 = k + 4;
        double a_49 = b[r_44 + 96];
        long r_45 = k + 5;
        double a_50 = b[r_45 + 96];
        long r_46 = k + 6;
        double a_51 = b[r_46 + 96];
        long r_47 = k + 7;
        double a_52 = b[r_47 + 96];
        double acc_4 = m_4 + a_1 * a_45 + a_2 * a_46 + a_3 * a_47 + a_4 * a_48 + a_5 * a_49 + a_6 * a_50 + a_7 * a_51 + a_8 * a_52;
        double a_53 = b[k + 120];
        long r_48 = k + 1;
        double a_54 = b[r_48 + 120];
        long r_49 = k + 2;
        double a_55 = b[r_49 + 120];
        long r_50 = k + 3;
        double a_56 = b[r_50 + 120];
        long r_51 = k + 4;
        double a_57 = b[r_51 + 120];
        long r_52 = k + 5;
        double a_58 = b[r_52 + 120];
        long r_53 = k + 6;
        double a_59 = b[r_53 + 120];
        long r_54 = k + 7;
        double a_60 = b[r_54 + 120];
        double acc_5 = m_5 + a_1 * a_53 + a_2 * a_54 + a_3 * a_55 + a_4 * a_56 + a_5 * a_57 + a_6 * a_58 + a_7 * a_59 + a_8 * a_60;
        double a_61 = b[k + 144];
        long r_55 = k + 1;
        double a_62 = b[r_55 + 144];
        long r_56 = k + 2;
        double a_63 = b[r_56 + 144];
        long r_57 = k + 3;
        double a_64 = b[r_57 + 144];
        long r_58 = k + 4;
        double a_65 = b[r_58 + 144];
        long r_59 = k + 5;
        double a_66 = b[r_59 + 144];
        long r_60 = k + 6;
        double a_67 = b[r_60 + 144];
        long r_61 = k + 7;
        double a_68 = b[r_61 + 144];
        double acc_6 = m_6 + a_1 * a_61 + a_2 * a_62 + a_3 * a_63 + a_4 * a_64 + a_5 * a_65 + a_6 * a_66 + a_7 * a_67 + a_8 * a_68;
        double a_69 = b[k + 168];
        long r_62 = k + 1;
        double a_70 = b[r_62 + 168];
        long r_63 = k + 2;
        double a_71 = b[r_63 + 168];
        long r_64 = k + 3;
        double a_72 = b[r_64 + 168];
        long r_65 = k + 4;
        double a_73 = b[r_65 + 168];
        long r_66 = k + 5;
        double a_74 = b[r_66 + 168];
        long r_67 = k + 6;
        double a_75 = b[r_67 + 168];
        long r_68 = k + 7;
        double a_76 = b[r_68 + 168];
        double acc_7 = m_7 + a_1 * a_69 + a_2 * a_70 + a_3 * a_71 + a_4 * a_72 + a_5 * a_73 + a_6 * a_74 + a_7 * a_75 + a_8 * a_76;
        double a_77 = b[k + 192];
        long r_69 = k + 1;
        double a_78 = b[r_69 + 192];
        long r_70 = k + 2;
        double a_79 = b[r_70 + 192];
        long r_71 = k + 3;
        double a_80 = b[r_71 + 192];
        long r_72 = k + 4;
        double a_81 = b[r_72 + 192];
        long r_73 = k + 5;
        double a_82 = b[r_73 + 192];
        long r_74 = k + 6;
        double a_83 = b[r_74 + 192];
        long r_75 = k + 7;
        double a_84 = b[r_75 + 192];
        double acc_8 = m_8 + a_1 * a_77 + a_2 * a_78 + a_3 * a_79 + a_4 * a_80 + a_5 * a_81 + a_6 * a_82 + a_7 * a_83 + a_8 * a_84;
        double a_85 = b[k + 216];
        long r_76 = k + 1;
        double a_86 = b[r_76 + 216];
        long r_77 = k + 2;
        double a_87 = b[r_77 + 216];
        long r_78 = k + 3;
        double a_88 = b[r_78 + 216];
        long r_79 = k + 4;
        double a_89 = b[r_79 + 216];
        long r_80 = k + 5;
        double a_90 = b[r_80 + 216];
        long r_81 = k + 6;
        double a_91 = b[r_81 + 216];
        long r_82 = k + 7;
        double a_92 = b[r_82 + 216];
        double acc_9 = m_9 + a_1 * a_85 + a_2 * a_86 + a_3 * a_87 + a_4 * a_88 + a_5 * a_89 + a_6 * a_90 + a_7 * a_91 + a_8 * a_92;
        double a_93 = b[k + 240];
        long r_83 = k + 1;
        double a_94 = b[r_83 + 240];
        long r_84 = k + 2;
        double a_95 = b[r_84 + 240];
        long r_85 = k + 3;
        double a_96 = b[r_85 + 240];
        long r_86 = k + 4;
        double a_97 = b[r_86 + 240];
        long r_87 = k + 5;
        double a_98 = b[r_87 + 240];
        long r_88 = k + 6;
        double a_99 = b[r_88 + 240];
        long r_89 = k + 7;
        double a_100 = b[r_89 + 240];
        double acc_10 = m_10 + a_1 * a_93 + a_2 * a_94 + a_3 * a_95 + a_4 * a_96 + a_5 * a_97 + a_6 * a_98 + a_7 * a_99 + a_8 * a_100;
        double a_101 = b[k + 264];
        long r_90 = k + 1;
        double a_102 = b[r_90 + 264];
        long r_91 = k + 2;
        double a_103 = b[r_91 + 264];
        long r_92 = k + 3;
        double a_104 = b[r_92 + 264];
        long r_93 = k + 4;
        double a_105 = b[r_93 + 264];
        long r_94 = k + 5;
        double a_106 = b[r_94 + 264];
        long r_95 = k + 6;
        double a_107 = b[r_95 + 264];
        long r_96 = k + 7;
        double a_108 = b[r_96 + 264];
        double acc_11 = m_11 + a_1 * a_101 + a_2 * a_102 + a_3 * a_103 + a_4 * a_104 + a_5 * a_105 + a_6 * a_106 + a_7 * a_107 + a_8 * a_108;
        double a_109 = b[k + 288];
        long r_97 = k + 1;
        double a_110 = b[r_97 + 288];
        long r_98 = k + 2;
        double a_111 = b[r_98 + 288];
        long r_99 = k + 3;
        double a_112 = b[r_99 + 288];
        long r_100 = k + 4;
        double a_113 = b[r_100 + 288];
        long r_101 = k + 5;
        double a_114 = b[r_101 + 288];
        long r_102 = k + 6;
        double a_115 = b[r_102 + 288];
        long r_103 = k + 7;
        double a_116 = b[r_103 + 288];
        double acc_12 = m_12 + a_1 * a_109 + a_2 * a_110 + a_3 * a_111 + a_4 * a_112 + a_5 * a_113 + a_6 * a_114 + a_7 * a_115 + a_8 * a_116;
        double a_117 = b[k + 312];
        long r_104 = k + 1;
        double a_118 = b[r_104 + 312];
        long r_105 = k + 2;
        double a_119 = b[r_105 + 312];
        long r_106 = k + 3;
        double a_120 = b[r_106 + 312];
        long r_107 = k + 4;
        double a_121 = b[r_107 + 312];
        long r_108 = k + 5;
        double a_122 = b[r_108 + 312];
        long r_109 = k + 6;
        double a_123 = b[r_109 + 312];
        long r_110 = k + 7;
        double a_124 = b[r_110 + 312];
        double acc_13 = m_13 + a_1 * a_117 + a_2 * a_118 + a_3 * a_119 + a_4 * a_120 + a_5 * a_121 + a_6 * a_122 + a_7 * a_123 + a_8 * a_124;
        double a_125 = b[k + 336];
        long r_111 = k + 1;
        double a_126 = b[r_111 + 336];
        long r_112 = k + 2;
        double a_127 = b[r_112 + 336];
        long r_113 = k + 3;
        double a_128 = b[r_113 + 336];
        long r_114 = k + 4;
        double a_129 = b[r_114 + 336];
        long r_115 = k + 5;
        double a_130 = b[r_115 + 336];
        long r_116 = k + 6;
        double a_131 = b[r_116 + 336];
        long r_117 = k + 7;
        double a_132 = b[r_117 + 336];
        double acc_14 = m_14 + a_1 * a_125 + a_2 * a_126 + a_3 * a_127 + a_4 * a_128 + a_5 * a_129 + a_6 * a_130 + a_7 * a_131 + a_8 * a_132;
        double a_133 = b[k + 360];
        long r_118 = k + 1;
        double a_134 = b[r_118 + 360];
        long r_119 = k + 2;
        double a_135 = b[r_119 + 360];
        long r_120 = k + 3;
        double a_136 = b[r_120 + 360];
        long r_121 = k + 4;
        double a_137 = b[r_121 + 360];
        long r_122 = k + 5;
        double a_138 = b[r_122 + 360];
        long r_123 = k + 6;
        double a_139 = b[r_123 + 360];
        long r_124 = k + 7;
        double a_140 = b[r_124 + 360];
        double acc_15 = m_15 + a_1 * a_133 + a_2 * a_134 + a_3 * a_135 + a_4 * a_136 + a_5 * a_137 + a_6 * a_138 + a_7 * a_139 + a_8 * a_140;
        m = acc;
        m_1 = acc_1;
        m_2 = acc_2;
        m_3 = acc_3;
        m_4 = acc_4;
        m_5 = acc_5;
        m_6 = acc_6;
        m_7 = acc_7;
        m_8 = acc_8;
        m_9 = acc_9;
        m_10 = acc_10;
        m_11 = acc_11;
        m_12 = acc_12;
        m_13 = acc_13;
        m_14 = acc_14;
        m_15 = acc_15;
    }
    long row_12 = (long)get_local_id(0) % 32;
    long r_125 = r0 + row_12;
    double a_141 = c[r_125];
    long row_13 = (long)get_local_id(0) % 32;
    long r_126 = r0 + row_13;
    double a_142 = c[r_126 + 64];
    long row_14 = (long)get_local_id(0) % 32;
    long r_127 = r0 + row_14;
    double a_143 = c[r_127 + 128];
    long row_15 = (long)get_local_id(0) % 32;
    long r_128 = r0 + row_15;
    double a_144 = c[r_128 + 192];
    long row_16 = (long)get_local_id(0) % 32;
    long r_129 = r0 + row_16;
    double a_145 = c[r_129 + 256];
    long row_17 = (long)get_local_id(0) % 32;
    long r_130 = r0 + row_17;
    double a_146 = c[r_130 + 320];
    long row_18 = (long)get_local_id(0) % 32;
    long r_131 = r0 + row_18;
    double a_147 = c[r_131 + 384];
    long row_19 = (long)get_local_id(0) % 32;
    long r_132 = r0 + row_19;
    double a_148 = c[r_132 + 448];
    long row_20 = (long)get_local_id(0) % 32;
    long r_133 = r0 + row_20;
    double a_149 = c[r_133 + 512];
    long row_21 = (long)get_local_id(0) % 32;
    long r_134 = r0 + row_21;
    double a_150 = c[r_134 + 576];
    long row_22 = (long)get_local_id(0) % 32;
    long r_135 = r0 + row_22;
    double a_151 = c[r_135 + 640];
    long row_23 = (long)get_local_id(0) % 32;
    long r_136 = r0 + row_23;
    double a_152 = c[r_136 + 704];
    long row_24 = (long)get_local_id(0) % 32;
    long r_137 = r0 + row_24;
    double a_153 = c[r_137 + 768];
    long row_25 = (long)get_local_id(0) % 32;
    long r_138 = r0 + row_25;
    double a_154 = c[r_138 + 832];
    long row_26 = (long)get_local_id(0) % 32;
    long r_139 = r0 + row_26;
    double a_155 = c[r_139 + 896];
    long row_27 = (long)get_local_id(0) % 32;
    long r_140 = r0 + row_27;
    double a_156 = c[r_140 + 960];
    double as = 0.5 * m;
    double as_1_ = 0.5 * m_1;
    double as_2_ = 0.5 * m_2;
    double as_3_ = 0.5 * m_3;
    double as_4_ = 0.5 * m_4;
    double as_5_ = 0.5 * m_5;
    double as_6_ = 0.5 * m_6;
    double as_7_ = 0.5 * m_7;
    double as_8_ = 0.5 * m_8;
    double as_9_ = 0.5 * m_9;
    double as_10_ = 0.5 * m_10;
    double as_11_ = 0.5 * m_11;
    double as_12_ = 0.5 * m_12;
    double as_13_ = 0.5 * m_13;
    double as_14_ = 0.5 * m_14;
    double as_15_ = 0.5 * m_15;
    double out = as + a_141;
    double out_1 = as_1_ + a_142;
    double out_2 = as_2_ + a_143;
    double out_3 = as_3_ + a_144;
    double out_4 = as_4_ + a_145;
    double out_5 = as_5_ + a_146;
    double out_6 = as_6_ + a_147;
    double out_7 = as_7_ + a_148;
    double out_8 = as_8_ + a_149;
    double out_9 = as_9_ + a_150;
    double out_10 = as_10_ + a_151;
    double out_11 = as_11_ + a_152;
    double out_12 = as_12_ + a_153;
    double out_13 = as_13_ + a_154;
    double out_14 = as_14_ + a_155;
    double out_15 = as_15_ + a_156;
    long row_28 = (long)get_local_id(0) % 32;
    long r_141 = r0 + row_28;
    d[r_141] = out;
    long row_29 = (long)get_local_id(0) % 32;
    long r_142 = r0 + row_29;
    d[r_142 + 64] = out_1;
    long row_30 = (long)get_local_id(0) % 32;
    long r_143 = r0 + row_30;
    d[r_143 + 128] = out_2;
    long row_31 = (long)get_local_id(0) % 32;
    long r_144 = r0 + row_31;
    d[r_144 + 192] = out_3;
    long row_32 = (long)get_local_id(0) % 32;
    long r_145 = r0 + row_32;
    d[r_145 + 256] = out_4;
    long row_33 = (long)get_local_id(0) % 32;
    long r_146 = r0 + row_33;
    d[r_146 + 320] = out_5;
    long row_34 = (long)get_local_id(0) % 32;
    long r_147 = r0 + row_34;
    d[r_147 + 384] = out_6;
    long row_35 = (long)get_local_id(0) % 32;
    long r_148 = r0 + row_35;
    d[r_148 + 448] = out_7;
    long row_36 = (long)get_local_id(0) % 32;
    long r_149 = r0 + row_36;
    d[r_149 + 512] = out_8;
    long row_37 = (long)get_local_id(0) % 32;
    long r_150 = r0 + row_37;
    d[r_150 + 576] = out_9;
    long row_38 = (long)get_local_id(0) % 32;
    long r_151 = r0 + row_38;
    d[r_151 + 640] = out_10;
    long row_39 = (long)get_local_id(0) % 32;
    long r_152 = r0 + row_39;
    d[r_152 + 704] = out_11;
    long row_40 = (long)get_local_id(0) % 32;
    long r_153 = r0 + row_40;
    d[r_153 + 768] = out_12;
    long row_41 = (long)get_local_id(0) % 32;
    long r_154 = r0 + row_41;
    d[r_154 + 832] = out_13;
    long row_42 = (long)get_local_id(0) % 32;
    long r_155 = r0 + row_42;
    d[r_155 + 896] = out_14;
    long row_43 = (long)get_local_id(0) % 32;
    long r_156 = r0 + row_43;
    d[r_156 + 960] = out_15;
    long row_44 = (long)get_local_id(0) % 32;
    long r_157 = r0 + row_44;
    {
        volatile global ulong* atom_p = (volatile global ulong*)&y[r_157];
        ulong atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            double atom_old = as_double(atom_expected);
            atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + out));
        } while (atom_seen != atom_expected);
    }
    long row_45 = (long)get_local_id(0) % 32;
    long r_158 = r0 + row_45;
    {
        volatile global ulong* atom_p = (volatile global ulong*)&y[r_158 + 64];
        ulong atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            double atom_old = as_double(atom_expected);
            atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + out_1));
        } while (atom_seen != atom_expected);
    }
    long row_46 = (long)get_local_id(0) % 32;
    long r_159 = r0 + row_46;
    {
        volatile global ulong* atom_p = (volatile global ulong*)&y[r_159 + 128];
        ulong atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            double atom_old = as_double(atom_expected);
            atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + out_2));
        } while (atom_seen != atom_expected);
    }
    long row_47 = (long)get_local_id(0) % 32;
    long r_160 = r0 + row_47;
    {
        volatile global ulong* atom_p = (volatile global ulong*)&y[r_160 + 192];
        ulong atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            double atom_old = as_double(atom_expected);
            atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + out_3));
        } while (atom_seen != atom_expected);
    }
    long row_48 = (long)get_local_id(0) % 32;
    long r_161 = r0 + row_48;
    {
        volatile global ulong* atom_p = (volatile global ulong*)&y[r_161 + 256];
        ulong atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            double atom_old = as_double(atom_expected);
            atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + out_4));
        } while (atom_seen != atom_expected);
    }
    long row_49 = (long)get_local_id(0) % 32;
    long r_162 = r0 + row_49;
    {
        volatile global ulong* atom_p = (volatile global ulong*)&y[r_162 + 320];
        ulong atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            double atom_old = as_double(atom_expected);
            atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + out_5));
        } while (atom_seen != atom_expected);
    }
    long row_50 = (long)get_local_id(0) % 32;
    long r_163 = r0 + row_50;
    {
        volatile global ulong* atom_p = (volatile global ulong*)&y[r_163 + 384];
        ulong atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            double atom_old = as_double(atom_expected);
            atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + out_6));
        } while (atom_seen != atom_expected);
    }
    long row_51 = (long)get_local_id(0) % 32;
    long r_164 = r0 + row_51;
    {
        volatile global ulong* atom_p = (volatile global ulong*)&y[r_164 + 448];
        ulong atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            double atom_old = as_double(atom_expected);
            atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + out_7));
        } while (atom_seen != atom_expected);
    }
    long row_52 = (long)get_local_id(0) % 32;
    long r_165 = r0 + row_52;
    {
        volatile global ulong* atom_p = (volatile global ulong*)&y[r_165 + 512];
        ulong atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            double atom_old = as_double(atom_expected);
            atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + out_8));
        } while (atom_seen != atom_expected);
    }
    long row_53 = (long)get_local_id(0) % 32;
    long r_166 = r0 + row_53;
    {
        volatile global ulong* atom_p = (volatile global ulong*)&y[r_166 + 576];
        ulong atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            double atom_old = as_double(atom_expected);
            atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + out_9));
        } while (atom_seen != atom_expected);
    }
    long row_54 = (long)get_local_id(0) % 32;
    long r_167 = r0 + row_54;
    {
        volatile global ulong* atom_p = (volatile global ulong*)&y[r_167 + 640];
        ulong atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            double atom_old = as_double(atom_expected);
            atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + out_10));
        } while (atom_seen != atom_expected);
    }
    long row_55 = (long)get_local_id(0) % 32;
    long r_168 = r0 + row_55;
    {
        volatile global ulong* atom_p = (volatile global ulong*)&y[r_168 + 704];
        ulong atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            double atom_old = as_double(atom_expected);
            atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + out_11));
        } while (atom_seen != atom_expected);
    }
    long row_56 = (long)get_local_id(0) % 32;
    long r_169 = r0 + row_56;
    {
        volatile global ulong* atom_p = (volatile global ulong*)&y[r_169 + 768];
        ulong atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            double atom_old = as_double(atom_expected);
            atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + out_12));
        } while (atom_seen != atom_expected);
    }
    long row_57 = (long)get_local_id(0) % 32;
    long r_170 = r0 + row_57;
    {
        volatile global ulong* atom_p = (volatile global ulong*)&y[r_170 + 832];
        ulong atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            double atom_old = as_double(atom_expected);
            atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + out_13));
        } while (atom_seen != atom_expected);
    }
    long row_58 = (long)get_local_id(0) % 32;
    long r_171 = r0 + row_58;
    {
        volatile global ulong* atom_p = (volatile global ulong*)&y[r_171 + 896];
        ulong atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            double atom_old = as_double(atom_expected);
            atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + out_14));
        } while (atom_seen != atom_expected);
    }
    long row_59 = (long)get_local_id(0) % 32;
    long r_172 = r0 + row_59;
    {
        volatile global ulong* atom_p = (volatile global ulong*)&y[r_172 + 960];
        ulong atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            double atom_old = as_double(atom_expected);
            atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + out_15));
        } while (atom_seen != atom_expected);
    }
    long sg_matrix = ((long)get_local_id(0) / 32 + (long)get_local_id(1)) * 512;
    barrier(CLK_LOCAL_MEM_FENCE);
    long row_60 = (long)get_local_id(0) % 32;
    ((local double*)stack)[sg_matrix + row_60] = out;
    long row_61 = (long)get_local_id(0) % 32;
    ((local double*)stack)[sg_matrix + (row_61 + 32)] = out_1;
    long row_62 = (long)get_local_id(0) % 32;
    ((local double*)stack)[sg_matrix + (row_62 + 64)] = out_2;
    long row_63 = (long)get_local_id(0) % 32;
    ((local double*)stack)[sg_matrix + (row_63 + 96)] = out_3;
    long row_64 = (long)get_local_id(0) % 32;
    ((local double*)stack)[sg_matrix + (row_64 + 128)] = out_4;
    long row_65 = (long)get_local_id(0) % 32;
    ((local double*)stack)[sg_matrix + (row_65 + 160)] = out_5;
    long row_66 = (long)get_local_id(0) % 32;
    ((local double*)stack)[sg_matrix + (row_66 + 192)] = out_6;
    long row_67 = (long)get_local_id(0) % 32;
    ((local double*)stack)[sg_matrix + (row_67 + 224)] = out_7;
    long row_68 = (long)get_local_id(0) % 32;
    ((local double*)stack)[sg_matrix + (row_68 + 256)] = out_8;
    long row_69 = (long)get_local_id(0) % 32;
    ((local double*)stack)[sg_matrix + (row_69 + 288)] = out_9;
    long row_70 = (long)get_local_id(0) % 32;
    ((local double*)stack)[sg_matrix + (row_70 + 320)] = out_10;
    long row_71 = (long)get_local_id(0) % 32;
    ((local double*)stack)[sg_matrix + (row_71 + 352)] = out_11;
    long row_72 = (long)get_local_id(0) % 32;
    ((local double*)stack)[sg_matrix + (row_72 + 384)] = out_12;
    long row_73 = (long)get_local_id(0) % 32;
    ((local double*)stack)[sg_matrix + (row_73 + 416)] = out_13;
    long row_74 = (long)get_local_id(0) % 32;
    ((local double*)stack)[sg_matrix + (row_74 + 448)] = out_14;
    long row_75 = (long)get_local_id(0) % 32;
    ((local double*)stack)[sg_matrix + (row_75 + 480)] = out_15;
    barrier(CLK_LOCAL_MEM_FENCE);
    long col_4 = (long)get_local_id(0) % 32 / 1;
    long row_76 = (long)get_local_id(0) % 32 % 1;
    double acc_16 = 0.0;
    if (col_4 < 16) {
        acc_16 = ((local double*)stack)[sg_matrix + col_4 * 32];
        for (long t_1 = 1; t_1 < 32; ++t_1) {
            acc_16 = fmax(acc_16, ((local double*)stack)[sg_matrix + (t_1 + col_4 * 32)]);
        }
    }
    long col_5 = (long)get_local_id(0) % 32 / 1;
    long row_77 = (long)get_local_id(0) % 32 % 1;
    long r_173 = sgi + row_77;
    if (col_5 < 16) {
        cm[r_173 + col_5 * 2] = acc_16;
    }
    long row_78 = (long)get_local_id(0) % 32;
    long q_8 = r0 + row_78;
    t[q_8 * 16] = m;
    long row_79 = (long)get_local_id(0) % 32;
    long q_9 = r0 + row_79;
    t[1 + q_9 * 16] = m_1;
    long row_80 = (long)get_local_id(0) % 32;
    long q_10 = r0 + row_80;
    t[2 + q_10 * 16] = m_2;
    long row_81 = (long)get_local_id(0) % 32;
    long q_11 = r0 + row_81;
    t[3 + q_11 * 16] = m_3;
    long row_82 = (long)get_local_id(0) % 32;
    long q_12 = r0 + row_82;
    t[4 + q_12 * 16] = m_4;
    long row_83 = (long)get_local_id(0) % 32;
    long q_13 = r0 + row_83;
    t[5 + q_13 * 16] = m_5;
    long row_84 = (long)get_local_id(0) % 32;
    long q_14 = r0 + row_84;
    t[6 + q_14 * 16] = m_6;
    long row_85 = (long)get_local_id(0) % 32;
    long q_15 = r0 + row_85;
    t[7 + q_15 * 16] = m_7;
    long row_86 = (long)get_local_id(0) % 32;
    long q_16 = r0 + row_86;
    t[8 + q_16 * 16] = m_8;
    long row_87 = (long)get_local_id(0) % 32;
    long q_17 = r0 + row_87;
    t[9 + q_17 * 16] = m_9;
    long row_88 = (long)get_local_id(0) % 32;
    long q_18 = r0 + row_88;
    t[10 + q_18 * 16] = m_10;
    long row_89 = (long)get_local_id(0) % 32;
    long q_19 = r0 + row_89;
    t[11 + q_19 * 16] = m_11;
    long row_90 = (long)get_local_id(0) % 32;
    long q_20 = r0 + row_90;
    t[12 + q_20 * 16] = m_12;
    long row_91 = (long)get_local_id(0) % 32;
    long q_21 = r0 + row_91;
    t[13 + q_21 * 16] = m_13;
    long row_92 = (long)get_local_id(0) % 32;
    long q_22 = r0 + row_92;
    t[14 + q_22 * 16] = m_14;
    long row_93 = (long)get_local_id(0) % 32;
    long q_23 = r0 + row_93;
    t[15 + q_23 * 16] = m_15;
    long row_94 = (long)get_local_id(0) % 32;
    long q_24 = r0 + row_94;
    float a_157 = tinyc_f16_load(((global ushort*)h)[q_24 * 32]);
    long row_95 = (long)get_local_id(0) % 32;
    long q_25 = r0 + row_95;
    float a_158 = tinyc_f16_load(((global ushort*)h)[1 + q_25 * 32]);
    long row_96 = (long)get_local_id(0) % 32;
    long q_26 = r0 + row_96;
    float a_159 = tinyc_f16_load(((global ushort*)h)[2 + q_26 * 32]);
    long row_97 = (long)get_local_id(0) % 32;
    long q_27 = r0 + row_97;
    float a_160 = tinyc_f16_load(((global ushort*)h)[3 + q_27 * 32]);
    long row_98 = (long)get_local_id(0) % 32;
    long q_28 = r0 + row_98;
    float a_161 = tinyc_f16_load(((global ushort*)h)[4 + q_28 * 32]);
    long row_99 = (long)get_local_id(0) % 32;
    long q_29 = r0 + row_99;
    float a_162 = tinyc_f16_load(((global ushort*)h)[5 + q_29 * 32]);
    long row_100 = (long)get_local_id(0) % 32;
    long q_30 = r0 + row_100;
    float a_163 = tinyc_f16_load(((global ushort*)h)[6 + q_30 * 32]);
    long row_101 = (long)get_local_id(0) % 32;
    long q_31 = r0 + row_101;
    float a_164 = tinyc_f16_load(((global ushort*)h)[7 + q_31 * 32]);
    long row_102 = (long)get_local_id(0) % 32;
    long q_32 = r0 + row_102;
    float a_165 = tinyc_f16_load(((global ushort*)h)[8 + q_32 * 32]);
    long row_103 = (long)get_local_id(0) % 32;
    long q_33 = r0 + row_103;
    float a_166 = tinyc_f16_load(((global ushort*)h)[9 + q_33 * 32]);
    long row_104 = (long)get_local_id(0) % 32;
    long q_34 = r0 + row_104;
    float a_167 = tinyc_f16_load(((global ushort*)h)[10 + q_34 * 32]);
    long row_105 = (long)get_local_id(0) % 32;
    long q_35 = r0 + row_105;
    float a_168 = tinyc_f16_load(((global ushort*)h)[11 + q_35 * 32]);
    long row_106 = (long)get_local_id(0) % 32;
    long q_36 = r0 + row_106;
    float a_169 = tinyc_f16_load(((global ushort*)h)[12 + q_36 * 32]);
    long row_107 = (long)get_local_id(0) % 32;
    long q_37 = r0 + row_107;
    float a_170 = tinyc_f16_load(((global ushort*)h)[13 + q_37 * 32]);
    long row_108 = (long)get_local_id(0) % 32;
    long q_38 = r0 + row_108;
    float a_171 = tinyc_f16_load(((global ushort*)h)[14 + q_38 * 32]);
    long row_109 = (long)get_local_id(0) % 32;
    long q_39 = r0 + row_109;
    float a_172 = tinyc_f16_load(((global ushort*)h)[15 + q_39 * 32]);
    long row_110 = (long)get_local_id(0) % 32;
    long q_40 = r0 + row_110;
    float a_173 = tinyc_f16_load(((global ushort*)h)[16 + q_40 * 32]);
    long row_111 = (long)get_local_id(0) % 32;
    long q_41 = r0 + row_111;
    float a_174 = tinyc_f16_load(((global ushort*)h)[17 + q_41 * 32]);
    long row_112 = (long)get_local_id(0) % 32;
    long q_42 = r0 + row_112;
    float a_175 = tinyc_f16_load(((global ushort*)h)[18 + q_42 * 32]);
    long row_113 = (long)get_local_id(0) % 32;
    long q_43 = r0 + row_113;
    float a_176 = tinyc_f16_load(((global ushort*)h)[19 + q_43 * 32]);
    long row_114 = (long)get_local_id(0) % 32;
    long q_44 = r0 + row_114;
    float a_177 = tinyc_f16_load(((global ushort*)h)[20 + q_44 * 32]);
    long row_115 = (long)get_local_id(0) % 32;
    long q_45 = r0 + row_115;
    float a_178 = tinyc_f16_load(((global ushort*)h)[21 + q_45 * 32]);
    long row_116 = (long)get_local_id(0) % 32;
    long q_46 = r0 + row_116;
    float a_179 = tinyc_f16_load(((global ushort*)h)[22 + q_46 * 32]);
    long row_117 = (long)get_local_id(0) % 32;
    long q_47 = r0 + row_117;
    float a_180 = tinyc_f16_load(((global ushort*)h)[23 + q_47 * 32]);
    long row_118 = (long)get_local_id(0) % 32;
    long q_48 = r0 + row_118;
    float a_181 = tinyc_f16_load(((global ushort*)h)[24 + q_48 * 32]);
    long row_119 = (long)get_local_id(0) % 32;
    long q_49 = r0 + row_119;
    float a_182 = tinyc_f16_load(((global ushort*)h)[25 + q_49 * 32]);
    long row_120 = (long)get_local_id(0) % 32;
    long q_50 = r0 + row_120;
    float a_183 = tinyc_f16_load(((global ushort*)h)[26 + q_50 * 32]);
    long row_121 = (long)get_local_id(0) % 32;
    long q_51 = r0 + row_121;
    float a_184 = tinyc_f16_load(((global ushort*)h)[27 + q_51 * 32]);
    long row_122 = (long)get_local_id(0) % 32;
    long q_52 = r0 + row_122;
    float a_185 = tinyc_f16_load(((global ushort*)h)[28 + q_52 * 32]);
    long row_123 = (long)get_local_id(0) % 32;
    long q_53 = r0 + row_123;
    float a_186 = tinyc_f16_load(((global ushort*)h)[29 + q_53 * 32]);
    long row_124 = (long)get_local_id(0) % 32;
    long q_54 = r0 + row_124;
    float a_187 = tinyc_f16_load(((global ushort*)h)[30 + q_54 * 32]);
    long row_125 = (long)get_local_id(0) % 32;
    long q_55 = r0 + row_125;
    float a_188 = tinyc_f16_load(((global ushort*)h)[31 + q_55 * 32]);
    long row_126 = (long)get_local_id(0) % 32;
    float a_189 = 0.0f;
    if (row_126 >= 0 && row_126 < 20) {
        a_189 = tinyc_f16_load(((global ushort*)g)[row_126]);
    }
    long row_127 = (long)get_local_id(0) % 32;
    float a_190 = 0.0f;
    if (row_127 >= 0 && row_127 < 20) {
        a_190 = tinyc_f16_load(((global ushort*)g)[row_127 + 20]);
    }
    long row_128 = (long)get_local_id(0) % 32;
    float a_191 = 0.0f;
    if (row_128 >= 0 && row_128 < 20) {
        a_191 = tinyc_f16_load(((global ushort*)g)[row_128 + 40]);
    }
    long row_129 = (long)get_local_id(0) % 32;
    float a_192 = 0.0f;
    if (row_129 >= 0 && row_129 < 20) {
        a_192 = tinyc_f16_load(((global ushort*)g)[row_129 + 60]);
    }
    long row_130 = (long)get_local_id(0) % 32;
    float a_193 = 0.0f;
    if (row_130 >= 0 && row_130 < 20) {
        a_193 = tinyc_f16_load(((global ushort*)g)[row_130 + 80]);
    }
    long row_131 = (long)get_local_id(0) % 32;
    float a_194 = 0.0f;
    if (row_131 >= 0 && row_131 < 20) {
        a_194 = tinyc_f16_load(((global ushort*)g)[row_131 + 100]);
    }
    long row_132 = (long)get_local_id(0) % 32;
    float a_195 = 0.0f;
    if (row_132 >= 0 && row_132 < 20) {
        a_195 = tinyc_f16_load(((global ushort*)g)[row_132 + 120]);
    }
    long row_133 = (long)get_local_id(0) % 32;
    float a_196 = 0.0f;
    if (row_133 >= 0 && row_133 < 20) {
        a_196 = tinyc_f16_load(((global ushort*)g)[row_133 + 140]);
    }
    long row_134 = (long)get_local_id(0) % 32;
    float a_197 = 0.0f;
    if (row_134 >= 0 && row_134 < 20) {
        a_197 = tinyc_f16_load(((global ushort*)g)[row_134 + 160]);
    }
    long row_135 = (long)get_local_id(0) % 32;
    float a_198 = 0.0f;
    if (row_135 >= 0 && row_135 < 20) {
        a_198 = tinyc_f16_load(((global ushort*)g)[row_135 + 180]);
    }
    long row_136 = (long)get_local_id(0) % 32;
    float a_199 = 0.0f;
    if (row_136 >= 0 && row_136 < 20) {
        a_199 = tinyc_f16_load(((global ushort*)g)[row_136 + 200]);
    }
    long row_137 = (long)get_local_id(0) % 32;
    float a_200 = 0.0f;
    if (row_137 >= 0 && row_137 < 20) {
        a_200 = tinyc_f16_load(((global ushort*)g)[row_137 + 220]);
    }
    long row_138 = (long)get_local_id(0) % 32;
    float a_201 = 0.0f;
    if (row_138 >= 0 && row_138 < 20) {
        a_201 = tinyc_f16_load(((global ushort*)g)[row_138 + 240]);
    }
    long row_139 = (long)get_local_id(0) % 32;
    float a_202 = 0.0f;
    if (row_139 >= 0 && row_139 < 20) {
        a_202 = tinyc_f16_load(((global ushort*)g)[row_139 + 260]);
    }
    long row_140 = (long)get_local_id(0) % 32;
    float a_203 = 0.0f;
    if (row_140 >= 0 && row_140 < 20) {
        a_203 = tinyc_f16_load(((global ushort*)g)[row_140 + 280]);
    }
    long row_141 = (long)get_local_id(0) % 32;
    float a_204 = 0.0f;
    if (row_141 >= 0 && row_141 < 20) {
        a_204 = tinyc_f16_load(((global ushort*)g)[row_141 + 300]);
    }
    float a_205 = 0.0f;
    if (0 >= 0 && 0 < 20) {
        a_205 = tinyc_f16_load(((global ushort*)g)[0]);
    }
    float a_206 = 0.0f;
    if (1 >= 0 && 1 < 20) {
        a_206 = tinyc_f16_load(((global ushort*)g)[1]);
    }
    float a_207 = 0.0f;
    if (2 >= 0 && 2 < 20) {
        a_207 = tinyc_f16_load(((global ushort*)g)[2]);
    }
    float a_208 = 0.0f;
    if (3 >= 0 && 3 < 20) {
        a_208 = tinyc_f16_load(((global ushort*)g)[3]);
    }
    float a_209 = 0.0f;
    if (4 >= 0 && 4 < 20) {
        a_209 = tinyc_f16_load(((global ushort*)g)[4]);
    }
    float a_210 = 0.0f;
    if (5 >= 0 && 5 < 20) {
        a_210 = tinyc_f16_load(((global ushort*)g)[5]);
    }
    float a_211 = 0.0f;
    if (6 >= 0 && 6 < 20) {
        a_211 = tinyc_f16_load(((global ushort*)g)[6]);
    }
    float a_212 = 0.0f;
    if (7 >= 0 && 7 < 20) {
        a_212 = tinyc_f16_load(((global ushort*)g)[7]);
    }
    float a_213 = 0.0f;
    if (8 >= 0 && 8 < 20) {
        a_213 = tinyc_f16_load(((global ushort*)g)[8]);
    }
    float a_214 = 0.0f;
    if (9 >= 0 && 9 < 20) {
        a_214 = tinyc_f16_load(((global ushort*)g)[9]);
    }
    float a_215 = 0.0f;
    if (10 >= 0 && 10 < 20) {
        a_215 = tinyc_f16_load(((global ushort*)g)[10]);
    }
    float a_216 = 0.0f;
    if (11 >= 0 && 11 < 20) {
        a_216 = tinyc_f16_load(((global ushort*)g)[11]);
    }
    float a_217 = 0.0f;
    if (12 >= 0 && 12 < 20) {
        a_217 = tinyc_f16_load(((global ushort*)g)[12]);
    }
    float a_218 = 0.0f;
    if (13 >= 0 && 13 < 20) {
        a_218 = tinyc_f16_load(((global ushort*)g)[13]);
    }
    float a_219 = 0.0f;
    if (14 >= 0 && 14 < 20) {
        a_219 = tinyc_f16_load(((global ushort*)g)[14]);
    }
    float a_220 = 0.0f;
    if (15 >= 0 && 15 < 20) {
        a_220 = tinyc_f16_load(((global ushort*)g)[15]);
    }
    float a_221 = 0.0f;
    if (16 >= 0 && 16 < 20) {
        a_221 = tinyc_f16_load(((global ushort*)g)[16]);
    }
    float a_222 = 0.0f;
    if (17 >= 0 && 17 < 20) {
        a_222 = tinyc_f16_load(((global ushort*)g)[17]);
    }
    float a_223 = 0.0f;
    if (18 >= 0 && 18 < 20) {
        a_223 = tinyc_f16_load(((global ushort*)g)[18]);
    }
    float a_224 = 0.0f;
    if (19 >= 0 && 19 < 20) {
        a_224 = tinyc_f16_load(((global ushort*)g)[19]);
    }
    float a_225 = 0.0f;
    if (20 >= 0 && 20 < 20) {
        a_225 = tinyc_f16_load(((global ushort*)g)[20]);
    }
    float a_226 = 0.0f;
    if (21 >= 0 && 21 < 20) {
        a_226 = tinyc_f16_load(((global ushort*)g)[21]);
    }
    float a_227 = 0.0f;
    if (22 >= 0 && 22 < 20) {
        a_227 = tinyc_f16_load(((global ushort*)g)[22]);
    }
    float a_228 = 0.0f;
    if (23 >= 0 && 23 < 20) {
        a_228 = tinyc_f16_load(((global ushort*)g)[23]);
    }
    float a_229 = 0.0f;
    if (24 >= 0 && 24 < 20) {
        a_229 = tinyc_f16_load(((global ushort*)g)[24]);
    }
    float a_230 = 0.0f;
    if (25 >= 0 && 25 < 20) {
        a_230 = tinyc_f16_load(((global ushort*)g)[25]);
    }
    float a_231 = 0.0f;
    if (26 >= 0 && 26 < 20) {
        a_231 = tinyc_f16_load(((global ushort*)g)[26]);
    }
    float a_232 = 0.0f;
    if (27 >= 0 && 27 < 20) {
        a_232 = tinyc_f16_load(((global ushort*)g)[27]);
    }
    float a_233 = 0.0f;
    if (28 >= 0 && 28 < 20) {
        a_233 = tinyc_f16_load(((global ushort*)g)[28]);
    }
    float a_234 = 0.0f;
    if (29 >= 0 && 29 < 20) {
        a_234 = tinyc_f16_load(((global ushort*)g)[29]);
    }
    float a_235 = 0.0f;
    if (30 >= 0 && 30 < 20) {
        a_235 = tinyc_f16_load(((global ushort*)g)[30]);
    }
    float a_236 = 0.0f;
    if (31 >= 0 && 31 < 20) {
        a_236 = tinyc_f16_load(((global ushort*)g)[31]);
    }
    float acc_17 = 0.25f + (float)a_157 * (float)a_205 + (float)a_158 * (float)a_206 + (float)a_159 * (float)a_207 + (float)a_160 * (float)a_208 + (float)a_161 * (float)a_209 + (float)a_162 * (float)a_210 + (float)a_163 * (float)a_211 + (float)a_164 * (float)a_212 + (float)a_165 * (float)a_213 + (float)a_166 * (float)a_214 + (float)a_167 * (float)a_215 + (float)a_168 * (float)a_216 + (float)a_169 * (float)a_217 + (float)a_170 * (float)a_218 + (float)a_171 * (float)a_219 + (float)a_172 * (float)a_220 + (float)a_173 * (float)a_221 + (float)a_174 * (float)a_222 + (float)a_175 * (float)a_223 + (float)a_176 * (float)a_224 + (float)a_177 * (float)a_225 + (float)a_178 * (float)a_226 + (float)a_179 * (float)a_227 + (float)a_180 * (float)a_228 + (float)a_181 * (float)a_229 + (float)a_182 * (float)a_230 + (float)a_183 * (float)a_231 + (float)a_184 * (float)a_232 + (float)a_185 * (float)a_233 + (float)a_186 * (float)a_234 + (float)a_187 * (float)a_235 + (float)a_188 * (float)a_236;
    float a_237 = 0.0f;
    if (0 >= 0 && 0 < 20) {
        a_237 = tinyc_f16_load(((global ushort*)g)[20]);
    }
    float a_238 = 0.0f;
    if (1 >= 0 && 1 < 20) {
        a_238 = tinyc_f16_load(((global ushort*)g)[21]);
    }
    float a_239 = 0.0f;
    if (2 >= 0 && 2 < 20) {
        a_239 = tinyc_f16_load(((global ushort*)g)[22]);
    }
    float a_240 = 0.0f;
    if (3 >= 0 && 3 < 20) {
        a_240 = tinyc_f16_load(((global ushort*)g)[23]);
    }
    float a_241 = 0.0f;
    if (4 >= 0 && 4 < 20) {
        a_241 = tinyc_f16_load(((global ushort*)g)[24]);
    }
    float a_242 = 0.0f;
    if (5 >= 0 && 5 < 20) {
        a_242 = tinyc_f16_load(((global ushort*)g)[25]);
    }
    float a_243 = 0.0f;
    if (6 >= 0 && 6 < 20) {
        a_243 = tinyc_f16_load(((global ushort*)g)[26]);
    }
    float a_244 = 0.0f;
    if (7 >= 0 && 7 < 20) {
        a_244 = tinyc_f16_load(((global ushort*)g)[27]);
    }
    float a_245 = 0.0f;
    if (8 >= 0 && 8 < 20) {
        a_245 = tinyc_f16_load(((global ushort*)g)[28]);
    }
    float a_246 = 0.0f;
    if (9 >= 0 && 9 < 20) {
        a_246 = tinyc_f16_load(((global ushort*)g)[29]);
    }
    float a_247 = 0.0f;
    if (10 >= 0 && 10 < 20) {
        a_247 = tinyc_f16_load(((global ushort*)g)[30]);
    }
    float a_248 = 0.0f;
    if (11 >= 0 && 11 < 20) {
        a_248 = tinyc_f16_load(((global ushort*)g)[31]);
    }
    float a_249 = 0.0f;
    if (12 >= 0 && 12 < 20) {
        a_249 = tinyc_f16_load(((global ushort*)g)[32]);
    }
    float a_250 = 0.0f;
    if (13 >= 0 && 13 < 20) {
        a_250 = tinyc_f16_load(((global ushort*)g)[33]);
    }
    float a_251 = 0.0f;
    if (14 >= 0 && 14 < 20) {
        a_251 = tinyc_f16_load(((global ushort*)g)[34]);
    }
    float a_252 = 0.0f;
    if (15 >= 0 && 15 < 20) {
        a_252 = tinyc_f16_load(((global ushort*)g)[35]);
    }
    float a_253 = 0.0f;
    if (16 >= 0 && 16 < 20) {
        a_253 = tinyc_f16_load(((global ushort*)g)[36]);
    }
    float a_254 = 0.0f;
    if (17 >= 0 && 17 < 20) {
        a_254 = tinyc_f16_load(((global ushort*)g)[37]);
    }
    float a_255 = 0.0f;
    if (18 >= 0 && 18 < 20) {
        a_255 = tinyc_f16_load(((global ushort*)g)[38]);
    }
    float a_256 = 0.0f;
    if (19 >= 0 && 19 < 20) {
        a_256 = tinyc_f16_load(((global ushort*)g)[39]);
    }
    float a_257 = 0.0f;
    if (20 >= 0 && 20 < 20) {
        a_257 = tinyc_f16_load(((global ushort*)g)[40]);
    }
    float a_258 = 0.0f;
    if (21 >= 0 && 21 < 20) {
        a_258 = tinyc_f16_load(((global ushort*)g)[41]);
    }
    float a_259 = 0.0f;
    if (22 >= 0 && 22 < 20) {
        a_259 = tinyc_f16_load(((global ushort*)g)[42]);
    }
    float a_260 = 0.0f;
    if (23 >= 0 && 23 < 20) {
        a_260 = tinyc_f16_load(((global ushort*)g)[43]);
    }
    float a_261 = 0.0f;
    if (24 >= 0 && 24 < 20) {
        a_261 = tinyc_f16_load(((global ushort*)g)[44]);
    }
    float a_262 = 0.0f;
    if (25 >= 0 && 25 < 20) {
        a_262 = tinyc_f16_load(((global ushort*)g)[45]);
    }
    float a_263 = 0.0f;
    if (26 >= 0 && 26 < 20) {
        a_263 = tinyc_f16_load(((global ushort*)g)[46]);
    }
    float a_264 = 0.0f;
    if (27 >= 0 && 27 < 20) {
        a_264 = tinyc_f16_load(((global ushort*)g)[47]);
    }
    float a_265 = 0.0f;
    if (28 >= 0 && 28 < 20) {
        a_265 = tinyc_f16_load(((global ushort*)g)[48]);
    }
    float a_266 = 0.0f;
    if (29 >= 0 && 29 < 20) {
        a_266 = tinyc_f16_load(((global ushort*)g)[49]);
    }
    float a_267 = 0.0f;
    if (30 >= 0 && 30 < 20) {
        a_267 = tinyc_f16_load(((global ushort*)g)[50]);
    }
    float a_268 = 0.0f;
    if (31 >= 0 && 31 < 20) {
        a_268 = tinyc_f16_load(((global ushort*)g)[51]);
    }
    float acc_18 = 0.25f + (float)a_157 * (float)a_237 + (float)a_158 * (float)a_238 + (float)a_159 * (float)a_239 + (float)a_160 * (float)a_240 + (float)a_161 * (float)a_241 + (float)a_162 * (float)a_242 + (float)a_163 * (float)a_243 + (float)a_164 * (float)a_244 + (float)a_165 * (float)a_245 + (float)a_166 * (float)a_246 + (float)a_167 * (float)a_247 + (float)a_168 * (float)a_248 + (float)a_169 * (float)a_249 + (float)a_170 * (float)a_250 + (float)a_171 * (float)a_251 + (float)a_172 * (float)a_252 + (float)a_173 * (float)a_253 + (float)a_174 * (float)a_254 + (float)a_175 * (float)a_255 + (float)a_176 * (float)a_256 + (float)a_177 * (float)a_257 + (float)a_178 * (float)a_258 + (float)a_179 * (float)a_259 + (float)a_180 * (float)a_260 + (float)a_181 * (float)a_261 + (float)a_182 * (float)a_262 + (float)a_183 * (float)a_263 + (float)a_184 * (float)a_264 + (float)a_185 * (float)a_265 + (float)a_186 * (float)a_266 + (float)a_187 * (float)a_267 + (float)a_188 * (float)a_268;
    float a_269 = 0.0f;
    if (0 >= 0 && 0 < 20) {
        a_269 = tinyc_f16_load(((global ushort*)g)[40]);
    }
    float a_270 = 0.0f;
    if (1 >= 0 && 1 < 20) {
        a_270 = tinyc_f16_load(((global ushort*)g)[41]);
    }
    float a_271 = 0.0f;
    if (2 >= 0 && 2 < 20) {
        a_271 = tinyc_f16_load(((global ushort*)g)[42]);
    }
    float a_272 = 0.0f;
    if (3 >= 0 && 3 < 20) {
        a_272 = tinyc_f16_load(((global ushort*)g)[43]);
    }
    float a_273 = 0.0f;
    if (4 >= 0 && 4 < 20) {
        a_273 = tinyc_f16_load(((global ushort*)g)[44]);
    }
    float a_274 = 0.0f;
    if (5 >= 0 && 5 < 20) {
        a_274 = tinyc_f16_load(((global ushort*)g)[45]);
    }
    float a_275 = 0.0f;
    if (6 >= 0 && 6 < 20) {
        a_275 = tinyc_f16_load(((global ushort*)g)[46]);
    }
    float a_276 = 0.0f;
    if (7 >= 0 && 7 < 20) {
        a_276 = tinyc_f16_load(((global ushort*)g)[47]);
    }
    float a_277 = 0.0f;
    if (8 >= 0 && 8 < 20) {
        a_277 = tinyc_f16_load(((global ushort*)g)[48]);
    }
    float a_278 = 0.0f;
    if (9 >= 0 && 9 < 20) {
        a_278 = tinyc_f16_load(((global ushort*)g)[49]);
    }
    float a_279 = 0.0f;
    if (10 >= 0 && 10 < 20) {
        a_279 = tinyc_f16_load(((global ushort*)g)[50]);
    }
    float a_280 = 0.0f;
    if (11 >= 0 && 11 < 20) {
        a_280 = tinyc_f16_load(((global ushort*)g)[51]);
    }
    float a_281 = 0.0f;
    if (12 >= 0 && 12 < 20) {
        a_281 = tinyc_f16_load(((global ushort*)g)[52]);
    }
    float a_282 = 0.0f;
    if (13 >= 0 && 13 < 20) {
        a_282 = tinyc_f16_load(((global ushort*)g)[53]);
    }
    float a_283 = 0.0f;
    if (14 >= 0 && 14 < 20) {
        a_283 = tinyc_f16_load(((global ushort*)g)[54]);
    }
    float a_284 = 0.0f;
    if (15 >= 0 && 15 < 20) {
        a_284 = tinyc_f16_load(((global ushort*)g)[55]);
    }
    float a_285 = 0.0f;
    if (16 >= 0 && 16 < 20) {
        a_285 = tinyc_f16_load(((global ushort*)g)[56]);
    }
    float a_286 = 0.0f;
    if (17 >= 0 && 17 < 20) {
        a_286 = tinyc_f16_load(((global ushort*)g)[57]);
    }
    float a_287 = 0.0f;
    if (18 >= 0 && 18 < 20) {
        a_287 = tinyc_f16_load(((global ushort*)g)[58]);
    }
    float a_288 = 0.0f;
    if (19 >= 0 && 19 < 20) {
        a_288 = tinyc_f16_load(((global ushort*)g)[59]);
    }
    float a_289 = 0.0f;
    if (20 >= 0 && 20 < 20) {
        a_289 = tinyc_f16_load(((global ushort*)g)[60]);
    }
    float a_290 = 0.0f;
    if (21 >= 0 && 21 < 20) {
        a_290 = tinyc_f16_load(((global ushort*)g)[61]);
    }
    float a_291 = 0.0f;
    if (22 >= 0 && 22 < 20) {
        a_291 = tinyc_f16_load(((global ushort*)g)[62]);
    }
    float a_292 = 0.0f;
    if (23 >= 0 && 23 < 20) {
        a_292 = tinyc_f16_load(((global ushort*)g)[63]);
    }
    float a_293 = 0.0f;
    if (24 >= 0 && 24 < 20) {
        a_293 = tinyc_f16_load(((global ushort*)g)[64]);
    }
    float a_294 = 0.0f;
    if (25 >= 0 && 25 < 20) {
        a_294 = tinyc_f16_load(((global ushort*)g)[65]);
    }
    float a_295 = 0.0f;
    if (26 >= 0 && 26 < 20) {
        a_295 = tinyc_f16_load(((global ushort*)g)[66]);
    }
    float a_296 = 0.0f;
    if (27 >= 0 && 27 < 20) {
        a_296 = tinyc_f16_load(((global ushort*)g)[67]);
    }
    float a_297 = 0.0f;
    if (28 >= 0 && 28 < 20) {
        a_297 = tinyc_f16_load(((global ushort*)g)[68]);
    }
    float a_298 = 0.0f;
    if (29 >= 0 && 29 < 20) {
        a_298 = tinyc_f16_load(((global ushort*)g)[69]);
    }
    float a_299 = 0.0f;
    if (30 >= 0 && 30 < 20) {
        a_299 = tinyc_f16_load(((global ushort*)g)[70]);
    }
    float a_300 = 0.0f;
    if (31 >= 0 && 31 < 20) {
        a_300 = tinyc_f16_load(((global ushort*)g)[71]);
    }
    float acc_19 = 0.25f + (float)a_157 * (float)a_269 + (float)a_158 * (float)a_270 + (float)a_159 * (float)a_271 + (float)a_160 * (float)a_272 + (float)a_161 * (float)a_273 + (float)a_162 * (float)a_274 + (float)a_163 * (float)a_275 + (float)a_164 * (float)a_276 + (float)a_165 * (float)a_277 + (float)a_166 * (float)a_278 + (float)a_167 * (float)a_279 + (float)a_168 * (float)a_280 + (float)a_169 * (float)a_281 + (float)a_170 * (float)a_282 + (float)a_171 * (float)a_283 + (float)a_172 * (float)a_284 + (float)a_173 * (float)a_285 + (float)a_174 * (float)a_286 + (float)a_175 * (float)a_287 + (float)a_176 * (float)a_288 + (float)a_177 * (float)a_289 + (float)a_178 * (float)a_290 + (float)a_179 * (float)a_291 + (float)a_180 * (float)a_292 + (float)a_181 * (float)a_293 + (float)a_182 * (float)a_294 + (float)a_183 * (float)a_295 + (float)a_184 * (float)a_296 + (float)a_185 * (float)a_297 + (float)a_186 * (float)a_298 + (float)a_187 * (float)a_299 + (float)a_188 * (float)a_300;
    float a_301 = 0.0f;
    if (0 >= 0 && 0 < 20) {
        a_301 = tinyc_f16_load(((global ushort*)g)[60]);
    }
    float a_302 = 0.0f;
    if (1 >= 0 && 1 < 20) {
        a_302 = tinyc_f16_load(((global ushort*)g)[61]);
    }
    float a_303 = 0.0f;
    if (2 >= 0 && 2 < 20) {
        a_303 = tinyc_f16_load(((global ushort*)g)[62]);
    }
    float a_304 = 0.0f;
    if (3 >= 0 && 3 < 20) {
        a_304 = tinyc_f16_load(((global ushort*)g)[63]);
    }
    float a_305 = 0.0f;
    if (4 >= 0 && 4 < 20) {
        a_305 = tinyc_f16_load(((global ushort*)g)[64]);
    }
    float a_306 = 0.0f;
    if (5 >= 0 && 5 < 20) {
        a_306 = tinyc_f16_load(((global ushort*)g)[65]);
    }
    float a_307 = 0.0f;
    if (6 >= 0 && 6 < 20) {
        a_307 = tinyc_f16_load(((global ushort*)g)[66]);
    }
    float a_308 = 0.0f;
    if (7 >= 0 && 7 < 20) {
        a_308 = tinyc_f16_load(((global ushort*)g)[67]);
    }
    float a_309 = 0.0f;
    if (8 >= 0 && 8 < 20) {
        a_309 = tinyc_f16_load(((global ushort*)g)[68]);
    }
    float a_310 = 0.0f;
    if (9 >= 0 && 9 < 20) {
        a_310 = tinyc_f16_load(((global ushort*)g)[69]);
    }
    float a_311 = 0.0f;
    if (10 >= 0 && 10 < 20) {
        a_311 = tinyc_f16_load(((global ushort*)g)[70]);
    }
    float a_312 = 0.0f;
    if (11 >= 0 && 11 < 20) {
        a_312 = tinyc_f16_load(((global ushort*)g)[71]);
    }
    float a_313 = 0.0f;
    if (12 >= 0 && 12 < 20) {
        a_313 = tinyc_f16_load(((global ushort*)g)[72]);
    }
    float a_314 = 0.0f;
    if (13 >= 0 && 13 < 20) {
        a_314 = tinyc_f16_load(((global ushort*)g)[73]);
    }
    float a_315 = 0.0f;
    if (14 >= 0 && 14 < 20) {
        a_315 = tinyc_f16_load(((global ushort*)g)[74]);
    }
    float a_316 = 0.0f;
    if (15 >= 0 && 15 < 20) {
        a_316 = tinyc_f16_load(((global ushort*)g)[75]);
    }
    float a_317 = 0.0f;
    if (16 >= 0 && 16 < 20) {
        a_317 = tinyc_f16_load(((global ushort*)g)[76]);
    }
    float a_318 = 0.0f;
    if (17 >= 0 && 17 < 20) {
        a_318 = tinyc_f16_load(((global ushort*)g)[77]);
    }
    float a_319 = 0.0f;
    if (18 >= 0 && 18 < 20) {
        a_319 = tinyc_f16_load(((global ushort*)g)[78]);
    }
    float a_320 = 0.0f;
    if (19 >= 0 && 19 < 20) {
        a_320 = tinyc_f16_load(((global ushort*)g)[79]);
    }
    float a_321 = 0.0f;
    if (20 >= 0 && 20 < 20) {
        a_321 = tinyc_f16_load(((global ushort*)g)[80]);
    }
    float a_322 = 0.0f;
    if (21 >= 0 && 21 < 20) {
        a_322 = tinyc_f16_load(((global ushort*)g)[81]);
    }
    float a_323 = 0.0f;
    if (22 >= 0 && 22 < 20) {
        a_323 = tinyc_f16_load(((global ushort*)g)[82]);
    }
    float a_324 = 0.0f;
    if (23 >= 0 && 23 < 20) {
        a_324 = tinyc_f16_load(((global ushort*)g)[83]);
    }
    float a_325 = 0.0f;
    if (24 >= 0 && 24 < 20) {
        a_325 = tinyc_f16_load(((global ushort*)g)[84]);
    }
    float a_326 = 0.0f;
    if (25 >= 0 && 25 < 20) {
        a_326 = tinyc_f16_load(((global ushort*)g)[85]);
    }
    float a_327 = 0.0f;
    if (26 >= 0 && 26 < 20) {
        a_327 = tinyc_f16_load(((global ushort*)g)[86]);
    }
    float a_328 = 0.0f;
    if (27 >= 0 && 27 < 20) {
        a_328 = tinyc_f16_load(((global ushort*)g)[87]);
    }
    float a_329 = 0.0f;
    if (28 >= 0 && 28 < 20) {
        a_329 = tinyc_f16_load(((global ushort*)g)[88]);
    }
    float a_330 = 0.0f;
    if (29 >= 0 && 29 < 20) {
        a_330 = tinyc_f16_load(((global ushort*)g)[89]);
    }
    float a_331 = 0.0f;
    if (30 >= 0 && 30 < 20) {
        a_331 = tinyc_f16_load(((global ushort*)g)[90]);
    }
    float a_332 = 0.0f;
    if (31 >= 0 && 31 < 20) {
        a_332 = tinyc_f16_load(((global ushort*)g)[91]);
    }
    float acc_20 = 0.25f + (float)a_157 * (float)a_301 + (float)a_158 * (float)a_302 + (float)a_159 * (float)a_303 + (float)a_160 * (float)a_304 + (float)a_161 * (float)a_305 + (float)a_162 * (float)a_306 + (float)a_163 * (float)a_307 + (float)a_164 * (float)a_308 + (float)a_165 * (float)a_309 + (float)a_166 * (float)a_310 + (float)a_167 * (float)a_311 + (float)a_168 * (float)a_312 + (float)a_169 * (float)a_313 + (float)a_170 * (float)a_314 + (float)a_171 * (float)a_315 + (float)a_172 * (float)a_316 + (float)a_173 * (float)a_317 + (float)a_174 * (float)a_318 + (float)a_175 * (float)a_319 + (float)a_176 * (float)a_320 + (float)a_177 * (float)a_321 + (float)a_178 * (float)a_322 + (float)a_179 * (float)a_323 + (float)a_180 * (float)a_324 + (float)a_181 * (float)a_325 + (float)a_182 * (float)a_326 + (float)a_183 * (float)a_327 + (float)a_184 * (float)a_328 + (float)a_185 * (float)a_329 + (float)a_186 * (float)a_330 + (float)a_187 * (float)a_331 + (float)a_188 * (float)a_332;
    float a_333 = 0.0f;
    if (0 >= 0 && 0 < 20) {
        a_333 = tinyc_f16_load(((global ushort*)g)[80]);
    }
    float a_334 = 0.0f;
    if (1 >= 0 && 1 < 20) {
        a_334 = tinyc_f16_load(((global ushort*)g)[81]);
    }
    float a_335 = 0.0f;
    if (2 >= 0 && 2 < 20) {
        a_335 = tinyc_f16_load(((global ushort*)g)[82]);
    }
    float a_336 = 0.0f;
    if (3 >= 0 && 3 < 20) {
        a_336 = tinyc_f16_load(((global ushort*)g)[83]);
    }
    float a_337 = 0.0f;
    if (4 >= 0 && 4 < 20) {
        a_337 = tinyc_f16_load(((global ushort*)g)[84]);
    }
    float a_338 = 0.0f;
    if (5 >= 0 && 5 < 20) {
        a_338 = tinyc_f16_load(((global ushort*)g)[85]);
    }
    float a_339 = 0.0f;
    if (6 >= 0 && 6 < 20) {
        a_339 = tinyc_f16_load(((global ushort*)g)[86]);
    }
    float a_340 = 0.0f;
    if (7 >= 0 && 7 < 20) {
        a_340 = tinyc_f16_load(((global ushort*)g)[87]);
    }
    float a_341 = 0.0f;
    if (8 >= 0 && 8 < 20) {
        a_341 = tinyc_f16_load(((global ushort*)g)[88]);
    }
    float a_342 = 0.0f;
    if (9 >= 0 && 9 < 20) {
        a_342 = tinyc_f16_load(((global ushort*)g)[89]);
    }
    float a_343 = 0.0f;
    if (10 >= 0 && 10 < 20) {
        a_343 = tinyc_f16_load(((global ushort*)g)[90]);
    }
    float a_344 = 0.0f;
    if (11 >= 0 && 11 < 20) {
        a_344 = tinyc_f16_load(((global ushort*)g)[91]);
    }
    float a_345 = 0.0f;
    if (12 >= 0 && 12 < 20) {
        a_345 = tinyc_f16_load(((global ushort*)g)[92]);
    }
    float a_346 = 0.0f;
    if (13 >= 0 && 13 < 20) {
        a_346 = tinyc_f16_load(((global ushort*)g)[93]);
    }
    float a_347 = 0.0f;
    if (14 >= 0 && 14 < 20) {
        a_347 = tinyc_f16_load(((global ushort*)g)[94]);
    }
    float a_348 = 0.0f;
    if (15 >= 0 && 15 < 20) {
        a_348 = tinyc_f16_load(((global ushort*)g)[95]);
    }
    float a_349 = 0.0f;
    if (16 >= 0 && 16 < 20) {
        a_349 = tinyc_f16_load(((global ushort*)g)[96]);
    }
    float a_350 = 0.0f;
    if (17 >= 0 && 17 < 20) {
        a_350 = tinyc_f16_load(((global ushort*)g)[97]);
    }
    float a_351 = 0.0f;
    if (18 >= 0 && 18 < 20) {
        a_351 = tinyc_f16_load(((global ushort*)g)[98]);
    }
    float a_352 = 0.0f;
    if (19 >= 0 && 19 < 20) {
        a_352 = tinyc_f16_load(((global ushort*)g)[99]);
    }
    float a_353 = 0.0f;
    if (20 >= 0 && 20 < 20) {
        a_353 = tinyc_f16_load(((global ushort*)g)[100]);
    }
    float a_354 = 0.0f;
    if (21 >= 0 && 21 < 20) {
        a_354 = tinyc_f16_load(((global ushort*)g)[101]);
    }
    float a_355 = 0.0f;
    if (22 >= 0 && 22 < 20) {
        a_355 = tinyc_f16_load(((global ushort*)g)[102]);
    }
    float a_356 = 0.0f;
    if (23 >= 0 && 23 < 20) {
        a_356 = tinyc_f16_load(((global ushort*)g)[103]);
    }
    float a_357 = 0.0f;
    if (24 >= 0 && 24 < 20) {
        a_357 = tinyc_f16_load(((global ushort*)g)[104]);
    }
    float a_358 = 0.0f;
    if (25 >= 0 && 25 < 20) {
        a_358 = tinyc_f16_load(((global ushort*)g)[105]);
    }
    float a_359 = 0.0f;
    if (26 >= 0 && 26 < 20) {
        a_359 = tinyc_f16_load(((global ushort*)g)[106]);
    }
    float a_360 = 0.0f;
    if (27 >= 0 && 27 < 20) {
        a_360 = tinyc_f16_load(((global ushort*)g)[107]);
    }
    float a_361 = 0.0f;
    if (28 >= 0 && 28 < 20) {
        a_361 = tinyc_f16_load(((global ushort*)g)[108]);
    }
    float a_362 = 0.0f;
    if (29 >= 0 && 29 < 20) {
        a_362 = tinyc_f16_load(((global ushort*)g)[109]);
    }
    float a_363 = 0.0f;
    if (30 >= 0 && 30 < 20) {
        a_363 = tinyc_f16_load(((global ushort*)g)[110]);
    }
    float a_364 = 0.0f;
    if (31 >= 0 && 31 < 20) {
        a_364 = tinyc_f16_load(((global ushort*)g)[111]);
    }
    float acc_21 = 0.25f + (float)a_157 * (float)a_333 + (float)a_158 * (float)a_334 + (float)a_159 * (float)a_335 + (float)a_160 * (float)a_336 + (float)a_161 * (float)a_337 + (float)a_162 * (float)a_338 + (float)a_163 * (float)a_339 + (float)a_164 * (float)a_340 + (float)a_165 * (float)a_341 + (float)a_166 * (float)a_342 + (float)a_167 * (float)a_343 + (float)a_168 * (float)a_344 + (float)a_169 * (float)a_345 + (float)a_170 * (float)a_346 + (float)a_171 * (float)a_347 + (float)a_172 * (float)a_348 + (float)a_173 * (float)a_349 + (float)a_174 * (float)a_350 + (float)a_175 * (float)a_351 + (float)a_176 * (float)a_352 + (float)a_177 * (float)a_353 + (float)a_178 * (float)a_354 + (float)a_179 * (float)a_355 + (float)a_180 * (float)a_356 + (float)a_181 * (float)a_357 + (float)a_182 * (float)a_358 + (float)a_183 * (float)a_359 + (float)a_184 * (float)a_360 + (float)a_185 * (float)a_361 + (float)a_186 * (float)a_362 + (float)a_187 * (float)a_363 + (float)a_188 * (float)a_364;
    float a_365 = 0.0f;
    if (0 >= 0 && 0 < 20) {
        a_365 = tinyc_f16_load(((global ushort*)g)[100]);
    }
    float a_366 = 0.0f;
    if (1 >= 0 && 1 < 20) {
        a_366 = tinyc_f16_load(((global ushort*)g)[101]);
    }
    float a_367 = 0.0f;
    if (2 >= 0 && 2 < 20) {
        a_367 = tinyc_f16_load(((global ushort*)g)[102]);
    }
    float a_368 = 0.0f;
    if (3 >= 0 && 3 < 20) {
        a_368 = tinyc_f16_load(((global ushort*)g)[103]);
    }
    float a_369 = 0.0f;
    if (4 >= 0 && 4 < 20) {
        a_369 = tinyc_f16_load(((global ushort*)g)[104]);
    }
    float a_370 = 0.0f;
    if (5 >= 0 && 5 < 20) {
        a_370 = tinyc_f16_load(((global ushort*)g)[105]);
    }
    float a_371 = 0.0f;
    if (6 >= 0 && 6 < 20) {
        a_371 = tinyc_f16_load(((global ushort*)g)[106]);
    }
    float a_372 = 0.0f;
    if (7 >= 0 && 7 < 20) {
        a_372 = tinyc_f16_load(((global ushort*)g)[107]);
    }
    float a_373 = 0.0f;
    if (8 >= 0 && 8 < 20) {
        a_373 = tinyc_f16_load(((global ushort*)g)[108]);
    }
    float a_374 = 0.0f;
    if (9 >= 0 && 9 < 20) {
        a_374 = tinyc_f16_load(((global ushort*)g)[109]);
    }
    float a_375 = 0.0f;
    if (10 >= 0 && 10 < 20) {
        a_375 = tinyc_f16_load(((global ushort*)g)[110]);
    }
    float a_376 = 0.0f;
    if (11 >= 0 && 11 < 20) {
        a_376 = tinyc_f16_load(((global ushort*)g)[111]);
    }
    float a_377 = 0.0f;
    if (12 >= 0 && 12 < 20) {
        a_377 = tinyc_f16_load(((global ushort*)g)[112]);
    }
    float a_378 = 0.0f;
    if (13 >= 0 && 13 < 20) {
        a_378 = tinyc_f16_load(((global ushort*)g)[113]);
    }
    float a_379 = 0.0f;
    if (14 >= 0 && 14 < 20) {
        a_379 = tinyc_f16_load(((global ushort*)g)[114]);
    }
    float a_380 = 0.0f;
    if (15 >= 0 && 15 < 20) {
        a_380 = tinyc_f16_load(((global ushort*)g)[115]);
    }
    float a_381 = 0.0f;
    if (16 >= 0 && 16 < 20) {
        a_381 = tinyc_f16_load(((global ushort*)g)[116]);
    }
    float a_382 = 0.0f;
    if (17 >= 0 && 17 < 20) {
        a_382 = tinyc_f16_load(((global ushort*)g)[117]);
    }
    float a_383 = 0.0f;
    if (18 >= 0 && 18 < 20) {
        a_383 = tinyc_f16_load(((global ushort*)g)[118]);
    }
    float a_384 = 0.0f;
    if (19 >= 0 && 19 < 20) {
        a_384 = tinyc_f16_load(((global ushort*)g)[119]);
    }
    float a_385 = 0.0f;
    if (20 >= 0 && 20 < 20) {
        a_385 = tinyc_f16_load(((global ushort*)g)[120]);
    }
    float a_386 = 0.0f;
    if (21 >= 0 && 21 < 20) {
        a_386 = tinyc_f16_load(((global ushort*)g)[121]);
    }
    float a_387 = 0.0f;
    if (22 >= 0 && 22 < 20) {
        a_387 = tinyc_f16_load(((global ushort*)g)[122]);
    }
    float a_388 = 0.0f;
    if (23 >= 0 && 23 < 20) {
        a_388 = tinyc_f16_load(((global ushort*)g)[123]);
    }
    float a_389 = 0.0f;
    if (24 >= 0 && 24 < 20) {
        a_389 = tinyc_f16_load(((global ushort*)g)[124]);
    }
    float a_390 = 0.0f;
    if (25 >= 0 && 25 < 20) {
        a_390 = tinyc_f16_load(((global ushort*)g)[125]);
    }
    float a_391 = 0.0f;
    if (26 >= 0 && 26 < 20) {
        a_391 = tinyc_f16_load(((global ushort*)g)[126]);
    }
    float a_392 = 0.0f;
    if (27 >= 0 && 27 < 20) {
        a_392 = tinyc_f16_load(((global ushort*)g)[127]);
    }
    float a_393 = 0.0f;
    if (28 >= 0 && 28 < 20) {
        a_393 = tinyc_f16_load(((global ushort*)g)[128]);
    }
    float a_394 = 0.0f;
    if (29 >= 0 && 29 < 20) {
        a_394 = tinyc_f16_load(((global ushort*)g)[129]);
    }
    float a_395 = 0.0f;
    if (30 >= 0 && 30 < 20) {
        a_395 = tinyc_f16_load(((global ushort*)g)[130]);
    }
    float a_396 = 0.0f;
    if (31 >= 0 && 31 < 20) {
        a_396 = tinyc_f16_load(((global ushort*)g)[131]);
    }
    float acc_22 = 0.25f + (float)a_157 * (float)a_365 + (float)a_158 * (float)a_366 + (float)a_159 * (float)a_367 + (float)a_160 * (float)a_368 + (float)a_161 * (float)a_369 + (float)a_162 * (float)a_370 + (float)a_163 * (float)a_371 + (float)a_164 * (float)a_372 + (float)a_165 * (float)a_373 + (float)a_166 * (float)a_374 + (float)a_167 * (float)a_375 + (float)a_168 * (float)a_376 + (float)a_169 * (float)a_377 + (float)a_170 * (float)a_378 + (float)a_171 * (float)a_379 + (float)a_172 * (float)a_380 + (float)a_173 * (float)a_381 + (float)a_174 * (float)a_382 + (float)a_175 * (float)a_383 + (float)a_176 * (float)a_384 + (float)a_177 * (float)a_385 + (float)a_178 * (float)a_386 + (float)a_179 * (float)a_387 + (float)a_180 * (float)a_388 + (float)a_181 * (float)a_389 + (float)a_182 * (float)a_390 + (float)a_183 * (float)a_391 + (float)a_184 * (float)a_392 + (float)a_185 * (float)a_393 + (float)a_186 * (float)a_394 + (float)a_187 * (float)a_395 + (float)a_188 * (float)a_396;
    float a_397 = 0.0f;
    if (0 >= 0 && 0 < 20) {
        a_397 = tinyc_f16_load(((global ushort*)g)[120]);
    }
    float a_398 = 0.0f;
    if (1 >= 0 && 1 < 20) {
        a_398 = tinyc_f16_load(((global ushort*)g)[121]);
    }
    float a_399 = 0.0f;
    if (2 >= 0 && 2 < 20) {
        a_399 = tinyc_f16_load(((global ushort*)g)[122]);
    }
    float a_400 = 0.0f;
    if (3 >= 0 && 3 < 20) {
        a_400 = tinyc_f16_load(((global ushort*)g)[123]);
    }
    float a_401 = 0.0f;
    if (4 >= 0 && 4 < 20) {
        a_401 = tinyc_f16_load(((global ushort*)g)[124]);
    }
    float a_402 = 0.0f;
    if (5 >= 0 && 5 < 20) {
        a_402 = tinyc_f16_load(((global ushort*)g)[125]);
    }
    float a_403 = 0.0f;
    if (6 >= 0 && 6 < 20) {
        a_403 = tinyc_f16_load(((global ushort*)g)[126]);
    }
    float a_404 = 0.0f;
    if (7 >= 0 && 7 < 20) {
        a_404 = tinyc_f16_load(((global ushort*)g)[127]);
    }
    float a_405 = 0.0f;
    if (8 >= 0 && 8 < 20) {
        a_405 = tinyc_f16_load(((global ushort*)g)[128]);
    }
    float a_406 = 0.0f;
    if (9 >= 0 && 9 < 20) {
        a_406 = tinyc_f16_load(((global ushort*)g)[129]);
    }
    float a_407 = 0.0f;
    if (10 >= 0 && 10 < 20) {
        a_407 = tinyc_f16_load(((global ushort*)g)[130]);
    }
    float a_408 = 0.0f;
    if (11 >= 0 && 11 < 20) {
        a_408 = tinyc_f16_load(((global ushort*)g)[131]);
    }
    float a_409 = 0.0f;
    if (12 >= 0 && 12 < 20) {
        a_409 = tinyc_f16_load(((global ushort*)g)[132]);
    }
    float a_410 = 0.0f;
    if (13 >= 0 && 13 < 20) {
        a_410 = tinyc_f16_load(((global ushort*)g)[133]);
    }
    float a_411 = 0.0f;
    if (14 >= 0 && 14 < 20) {
        a_411 = tinyc_f16_load(((global ushort*)g)[134]);
    }
    float a_412 = 0.0f;
    if (15 >= 0 && 15 < 20) {
        a_412 = tinyc_f16_load(((global ushort*)g)[135]);
    }
    float a_413 = 0.0f;
    if (16 >= 0 && 16 < 20) {
        a_413 = tinyc_f16_load(((global ushort*)g)[136]);
    }
    float a_414 = 0.0f;
    if (17 >= 0 && 17 < 20) {
        a_414 = tinyc_f16_load(((global ushort*)g)[137]);
    }
    float a_415 = 0.0f;
    if (18 >= 0 && 18 < 20) {
        a_415 = tinyc_f16_load(((global ushort*)g)[138]);
    }
    float a_416 = 0.0f;
    if (19 >= 0 && 19 < 20) {
        a_416 = tinyc_f16_load(((global ushort*)g)[139]);
    }
    float a_417 = 0.0f;
    if (20 >= 0 && 20 < 20) {
        a_417 = tinyc_f16_load(((global ushort*)g)[140]);
    }
    float a_418 = 0.0f;
    if (21 >= 0 && 21 < 20) {
        a_418 = tinyc_f16_load(((global ushort*)g)[141]);
    }
    float a_419 = 0.0f;
    if (22 >= 0 && 22 < 20) {
        a_419 = tinyc_f16_load(((global ushort*)g)[142]);
    }
    float a_420 = 0.0f;
    if (23 >= 0 && 23 < 20) {
        a_420 = tinyc_f16_load(((global ushort*)g)[143]);
    }
    float a_421 = 0.0f;
    if (24 >= 0 && 24 < 20) {
        a_421 = tinyc_f16_load(((global ushort*)g)[144]);
    }
    float a_422 = 0.0f;
    if (25 >= 0 && 25 < 20) {
        a_422 = tinyc_f16_load(((global ushort*)g)[145]);
    }
    float a_423 = 0.0f;
    if (26 >= 0 && 26 < 20) {
        a_423 = tinyc_f16_load(((global ushort*)g)[146]);
    }
    float a_424 = 0.0f;
    if (27 >= 0 && 27 < 20) {
        a_424 = tinyc_f16_load(((global ushort*)g)[147]);
    }
    float a_425 = 0.0f;
    if (28 >= 0 && 28 < 20) {
        a_425 = tinyc_f16_load(((global ushort*)g)[148]);
    }
    float a_426 = 0.0f;
    if (29 >= 0 && 29 < 20) {
        a_426 = tinyc_f16_load(((global ushort*)g)[149]);
    }
    float a_427 = 0.0f;
    if (30 >= 0 && 30 < 20) {
        a_427 = tinyc_f16_load(((global ushort*)g)[150]);
    }
    float a_428 = 0.0f;
    if (31 >= 0 && 31 < 20) {
        a_428 = tinyc_f16_load(((global ushort*)g)[151]);
    }
    float acc_23 = 0.25f + (float)a_157 * (float)a_397 + (float)a_158 * (float)a_398 + (float)a_159 * (float)a_399 + (float)a_160 * (float)a_400 + (float)a_161 * (float)a_401 + (float)a_162 * (float)a_402 + (float)a_163 * (float)a_403 + (float)a_164 * (float)a_404 + (float)a_165 * (float)a_405 + (float)a_166 * (float)a_406 + (float)a_167 * (float)a_407 + (float)a_168 * (float)a_408 + (float)a_169 * (float)a_409 + (float)a_170 * (float)a_410 + (float)a_171 * (float)a_411 + (float)a_172 * (float)a_412 + (float)a_173 * (float)a_413 + (float)a_174 * (float)a_414 + (float)a_175 * (float)a_415 + (float)a_176 * (float)a_416 + (float)a_177 * (float)a_417 + (float)a_178 * (float)a_418 + (float)a_179 * (float)a_419 + (float)a_180 * (float)a_420 + (float)a_181 * (float)a_421 + (float)a_182 * (float)a_422 + (float)a_183 * (float)a_423 + (float)a_184 * (float)a_424 + (float)a_185 * (float)a_425 + (float)a_186 * (float)a_426 + (float)a_187 * (float)a_427 + (float)a_188 * (float)a_428;
    float a_429 = 0.0f;
    if (0 >= 0 && 0 < 20) {
        a_429 = tinyc_f16_load(((global ushort*)g)[140]);
    }
    float a_430 = 0.0f;
    if (1 >= 0 && 1 < 20) {
        a_430 = tinyc_f16_load(((global ushort*)g)[141]);
    }
    float a_431 = 0.0f;
    if (2 >= 0 && 2 < 20) {
        a_431 = tinyc_f16_load(((global ushort*)g)[142]);
    }
    float a_432 = 0.0f;
    if (3 >= 0 && 3 < 20) {
        a_432 = tinyc_f16_load(((global ushort*)g)[143]);
    }
    float a_433 = 0.0f;
    if (4 >= 0 && 4 < 20) {
        a_433 = tinyc_f16_load(((global ushort*)g)[144]);
    }
    float a_434 = 0.0f;
    if (5 >= 0 && 5 < 20) {
        a_434 = tinyc_f16_load(((global ushort*)g)[145]);
    }
    float a_435 = 0.0f;
    if (6 >= 0 && 6 < 20) {
        a_435 = tinyc_f16_load(((global ushort*)g)[146]);
    }
    float a_436 = 0.0f;
    if (7 >= 0 && 7 < 20) {
        a_436 = tinyc_f16_load(((global ushort*)g)[147]);
    }
    float a_437 = 0.0f;
    if (8 >= 0 && 8 < 20) {
        a_437 = tinyc_f16_load(((global ushort*)g)[148]);
    }
    float a_438 = 0.0f;
    if (9 >= 0 && 9 < 20) {
        a_438 = tinyc_f16_load(((global ushort*)g)[149]);
    }
    float a_439 = 0.0f;
    if (10 >= 0 && 10 < 20) {
        a_439 = tinyc_f16_load(((global ushort*)g)[150]);
    }
    float a_440 = 0.0f;
    if (11 >= 0 && 11 < 20) {
        a_440 = tinyc_f16_load(((global ushort*)g)[151]);
    }
    float a_441 = 0.0f;
    if (12 >= 0 && 12 < 20) {
        a_441 = tinyc_f16_load(((global ushort*)g)[152]);
    }
    float a_442 = 0.0f;
    if (13 >= 0 && 13 < 20) {
        a_442 = tinyc_f16_load(((global ushort*)g)[153]);
    }
    float a_443 = 0.0f;
    if (14 >= 0 && 14 < 20) {
        a_443 = tinyc_f16_load(((global ushort*)g)[154]);
    }
    float a_444 = 0.0f;
    if (15 >= 0 && 15 < 20) {
        a_444 = tinyc_f16_load(((global ushort*)g)[155]);
    }
    float a_445 = 0.0f;
    if (16 >= 0 && 16 < 20) {
        a_445 = tinyc_f16_load(((global ushort*)g)[156]);
    }
    float a_446 = 0.0f;
    if (17 >= 0 && 17 < 20) {
        a_446 = tinyc_f16_load(((global ushort*)g)[157]);
    }
    float a_447 = 0.0f;
    if (18 >= 0 && 18 < 20) {
        a_447 = tinyc_f16_load(((global ushort*)g)[158]);
    }
    float a_448 = 0.0f;
    if (19 >= 0 && 19 < 20) {
        a_448 = tinyc_f16_load(((global ushort*)g)[159]);
    }
    float a_449 = 0.0f;
    if (20 >= 0 && 20 < 20) {
        a_449 = tinyc_f16_load(((global ushort*)g)[160]);
    }
    float a_450 = 0.0f;
    if (21 >= 0 && 21 < 20) {
        a_450 = tinyc_f16_load(((global ushort*)g)[161]);
    }
    float a_451 = 0.0f;
    if (22 >= 0 && 22 < 20) {
        a_451 = tinyc_f16_load(((global ushort*)g)[162]);
    }
    float a_452 = 0.0f;
    if (23 >= 0 && 23 < 20) {
        a_452 = tinyc_f16_load(((global ushort*)g)[163]);
    }
    float a_453 = 0.0f;
    if (24 >= 0 && 24 < 20) {
        a_453 = tinyc_f16_load(((global ushort*)g)[164]);
    }
    float a_454 = 0.0f;
    if (25 >= 0 && 25 < 20) {
        a_454 = tinyc_f16_load(((global ushort*)g)[165]);
    }
    float a_455 = 0.0f;
    if (26 >= 0 && 26 < 20) {
        a_455 = tinyc_f16_load(((global ushort*)g)[166]);
    }
    float a_456 = 0.0f;
    if (27 >= 0 && 27 < 20) {
        a_456 = tinyc_f16_load(((global ushort*)g)[167]);
    }
    float a_457 = 0.0f;
    if (28 >= 0 && 28 < 20) {
        a_457 = tinyc_f16_load(((global ushort*)g)[168]);
    }
    float a_458 = 0.0f;
    if (29 >= 0 && 29 < 20) {
        a_458 = tinyc_f16_load(((global ushort*)g)[169]);
    }
    float a_459 = 0.0f;
    if (30 >= 0 && 30 < 20) {
        a_459 = tinyc_f16_load(((global ushort*)g)[170]);
    }
    float a_460 = 0.0f;
    if (31 >= 0 && 31 < 20) {
        a_460 = tinyc_f16_load(((global ushort*)g)[171]);
    }
    float acc_24 = 0.25f + (float)a_157 * (float)a_429 + (float)a_158 * (float)a_430 + (float)a_159 * (float)a_431 + (float)a_160 * (float)a_432 + (float)a_161 * (float)a_433 + (float)a_162 * (float)a_434 + (float)a_163 * (float)a_435 + (float)a_164 * (float)a_436 + (float)a_165 * (float)a_437 + (float)a_166 * (float)a_438 + (float)a_167 * (float)a_439 + (float)a_168 * (float)a_440 + (float)a_169 * (float)a_441 + (float)a_170 * (float)a_442 + (float)a_171 * (float)a_443 + (float)a_172 * (float)a_444 + (float)a_173 * (float)a_445 + (float)a_174 * (float)a_446 + (float)a_175 * (float)a_447 + (float)a_176 * (float)a_448 + (float)a_177 * (float)a_449 + (float)a_178 * (float)a_450 + (float)a_179 * (float)a_451 + (float)a_180 * (float)a_452 + (float)a_181 * (float)a_453 + (float)a_182 * (float)a_454 + (float)a_183 * (float)a_455 + (float)a_184 * (float)a_456 + (float)a_185 * (float)a_457 + (float)a_186 * (float)a_458 + (float)a_187 * (float)a_459 + (float)a_188 * (float)a_460;
    float a_461 = 0.0f;
    if (0 >= 0 && 0 < 20) {
        a_461 = tinyc_f16_load(((global ushort*)g)[160]);
    }
    float a_462 = 0.0f;
    if (1 >= 0 && 1 < 20) {
        a_462 = tinyc_f16_load(((global ushort*)g)[161]);
    }
    float a_463 = 0.0f;
    if (2 >= 0 && 2 < 20) {
        a_463 = tinyc_f16_load(((global ushort*)g)[162]);
    }
    float a_464 = 0.0f;
    if (3 >= 0 && 3 < 20) {
        a_464 = tinyc_f16_load(((global ushort*)g)[163]);
    }
    float a_465 = 0.0f;
    if (4 >= 0 && 4 < 20) {
        a_465 = tinyc_f16_load(((global ushort*)g)[164]);
    }
    float a_466 = 0.0f;
    if (5 >= 0 && 5 < 20) {
        a_466 = tinyc_f16_load(((global ushort*)g)[165]);
    }
    float a_467 = 0.0f;
    if (6 >= 0 && 6 < 20) {
        a_467 = tinyc_f16_load(((global ushort*)g)[166]);
    }
    float a_468 = 0.0f;
    if (7 >= 0 && 7 < 20) {
        a_468 = tinyc_f16_load(((global ushort*)g)[167]);
    }
    float a_469 = 0.0f;
    if (8 >= 0 && 8 < 20) {
        a_469 = tinyc_f16_load(((global ushort*)g)[168]);
    }
    float a_470 = 0.0f;
    if (9 >= 0 && 9 < 20) {
        a_470 = tinyc_f16_load(((global ushort*)g)[169]);
    }
    float a_471 = 0.0f;
    if (10 >= 0 && 10 < 20) {
        a_471 = tinyc_f16_load(((global ushort*)g)[170]);
    }
    float a_472 = 0.0f;
    if (11 >= 0 && 11 < 20) {
        a_472 = tinyc_f16_load(((global ushort*)g)[171]);
    }
    float a_473 = 0.0f;
    if (12 >= 0 && 12 < 20) {
        a_473 = tinyc_f16_load(((global ushort*)g)[172]);
    }
    float a_474 = 0.0f;
    if (13 >= 0 && 13 < 20) {
        a_474 = tinyc_f16_load(((global ushort*)g)[173]);
    }
    float a_475 = 0.0f;
    if (14 >= 0 && 14 < 20) {
        a_475 = tinyc_f16_load(((global ushort*)g)[174]);
    }
    float a_476 = 0.0f;
    if (15 >= 0 && 15 < 20) {
        a_476 = tinyc_f16_load(((global ushort*)g)[175]);
    }
    float a_477 = 0.0f;
    if (16 >= 0 && 16 < 20) {
        a_477 = tinyc_f16_load(((global ushort*)g)[176]);
    }
    float a_478 = 0.0f;
    if (17 >= 0 && 17 < 20) {
        a_478 = tinyc_f16_load(((global ushort*)g)[177]);
    }
    float a_479 = 0.0f;
    if (18 >= 0 && 18 < 20) {
        a_479 = tinyc_f16_load(((global ushort*)g)[178]);
    }
    float a_480 = 0.0f;
    if (19 >= 0 && 19 < 20) {
        a_480 = tinyc_f16_load(((global ushort*)g)[179]);
    }
    float a_481 = 0.0f;
    if (20 >= 0 && 20 < 20) {
        a_481 = tinyc_f16_load(((global ushort*)g)[180]);
    }
    float a_482 = 0.0f;
    if (21 >= 0 && 21 < 20) {
        a_482 = tinyc_f16_load(((global ushort*)g)[181]);
    }
    float a_483 = 0.0f;
    if (22 >= 0 && 22 < 20) {
        a_483 = tinyc_f16_load(((global ushort*)g)[182]);
    }
    float a_484 = 0.0f;
    if (23 >= 0 && 23 < 20) {
        a_484 = tinyc_f16_load(((global ushort*)g)[183]);
    }
    float a_485 = 0.0f;
    if (24 >= 0 && 24 < 20) {
        a_485 = tinyc_f16_load(((global ushort*)g)[184]);
    }
    float a_486 = 0.0f;
    if (25 >= 0 && 25 < 20) {
        a_486 = tinyc_f16_load(((global ushort*)g)[185]);
    }
    float a_487 = 0.0f;
    if (26 >= 0 && 26 < 20) {
        a_487 = tinyc_f16_load(((global ushort*)g)[186]);
    }
    float a_488 = 0.0f;
    if (27 >= 0 && 27 < 20) {
        a_488 = tinyc_f16_load(((global ushort*)g)[187]);
    }
    float a_489 = 0.0f;
    if (28 >= 0 && 28 < 20) {
        a_489 = tinyc_f16_load(((global ushort*)g)[188]);
    }
    float a_490 = 0.0f;
    if (29 >= 0 && 29 < 20) {
        a_490 = tinyc_f16_load(((global ushort*)g)[189]);
    }
    float a_491 = 0.0f;
    if (30 >= 0 && 30 < 20) {
        a_491 = tinyc_f16_load(((global ushort*)g)[190]);
    }
    float a_492 = 0.0f;
    if (31 >= 0 && 31 < 20) {
        a_492 = tinyc_f16_load(((global ushort*)g)[191]);
    }
    float acc_25 = 0.25f + (float)a_157 * (float)a_461 + (float)a_158 * (float)a_462 + (float)a_159 * (float)a_463 + (float)a_160 * (float)a_464 + (float)a_161 * (float)a_465 + (float)a_162 * (float)a_466 + (float)a_163 * (float)a_467 + (float)a_164 * (float)a_468 + (float)a_165 * (float)a_469 + (float)a_166 * (float)a_470 + (float)a_167 * (float)a_471 + (float)a_168 * (float)a_472 + (float)a_169 * (float)a_473 + (float)a_170 * (float)a_474 + (float)a_171 * (float)a_475 + (float)a_172 * (float)a_476 + (float)a_173 * (float)a_477 + (float)a_174 * (float)a_478 + (float)a_175 * (float)a_479 + (float)a_176 * (float)a_480 + (float)a_177 * (float)a_481 + (float)a_178 * (float)a_482 + (float)a_179 * (float)a_483 + (float)a_180 * (float)a_484 + (float)a_181 * (float)a_485 + (float)a_182 * (float)a_486 + (float)a_183 * (float)a_487 + (float)a_184 * (float)a_488 + (float)a_185 * (float)a_489 + (float)a_186 * (float)a_490 + (float)a_187 * (float)a_491 + (float)a_188 * (float)a_492;
    float a_493 = 0.0f;
    if (0 >= 0 && 0 < 20) {
        a_493 = tinyc_f16_load(((global ushort*)g)[180]);
    }
    float a_494 = 0.0f;
    if (1 >= 0 && 1 < 20) {
        a_494 = tinyc_f16_load(((global ushort*)g)[181]);
    }
    float a_495 = 0.0f;
    if (2 >= 0 && 2 < 20) {
        a_495 = tinyc_f16_load(((global ushort*)g)[182]);
    }
    float a_496 = 0.0f;
    if (3 >= 0 && 3 < 20) {
        a_496 = tinyc_f16_load(((global ushort*)g)[183]);
    }
    float a_497 = 0.0f;
    if (4 >= 0 && 4 < 20) {
        a_497 = tinyc_f16_load(((global ushort*)g)[184]);
    }
    float a_498 = 0.0f;
    if (5 >= 0 && 5 < 20) {
        a_498 = tinyc_f16_load(((global ushort*)g)[185]);
    }
    float a_499 = 0.0f;
    if (6 >= 0 && 6 < 20) {
        a_499 = tinyc_f16_load(((global ushort*)g)[186]);
    }
    float a_500 = 0.0f;
    if (7 >= 0 && 7 < 20) {
        a_500 = tinyc_f16_load(((global ushort*)g)[187]);
    }
    float a_501 = 0.0f;
    if (8 >= 0 && 8 < 20) {
        a_501 = tinyc_f16_load(((global ushort*)g)[188]);
    }
    float a_502 = 0.0f;
    if (9 >= 0 && 9 < 20) {
        a_502 = tinyc_f16_load(((global ushort*)g)[189]);
    }
    float a_503 = 0.0f;
    if (10 >= 0 && 10 < 20) {
        a_503 = tinyc_f16_load(((global ushort*)g)[190]);
    }
    float a_504 = 0.0f;
    if (11 >= 0 && 11 < 20) {
        a_504 = tinyc_f16_load(((global ushort*)g)[191]);
    }
    float a_505 = 0.0f;
    if (12 >= 0 && 12 < 20) {
        a_505 = tinyc_f16_load(((global ushort*)g)[192]);
    }
    float a_506 = 0.0f;
    if (13 >= 0 && 13 < 20) {
        a_506 = tinyc_f16_load(((global ushort*)g)[193]);
    }
    float a_507 = 0.0f;
    if (14 >= 0 && 14 < 20) {
        a_507 = tinyc_f16_load(((global ushort*)g)[194]);
    }
    float a_508 = 0.0f;
    if (15 >= 0 && 15 < 20) {
        a_508 = tinyc_f16_load(((global ushort*)g)[195]);
    }
    float a_509 = 0.0f;
    if (16 >= 0 && 16 < 20) {
        a_509 = tinyc_f16_load(((global ushort*)g)[196]);
    }
    float a_510 = 0.0f;
    if (17 >= 0 && 17 < 20) {
        a_510 = tinyc_f16_load(((global ushort*)g)[197]);
    }
    float a_511 = 0.0f;
    if (18 >= 0 && 18 < 20) {
        a_511 = tinyc_f16_load(((global ushort*)g)[198]);
    }
    float a_512 = 0.0f;
    if (19 >= 0 && 19 < 20) {
        a_512 = tinyc_f16_load(((global ushort*)g)[199]);
    }
    float a_513 = 0.0f;
    if (20 >= 0 && 20 < 20) {
        a_513 = tinyc_f16_load(((global ushort*)g)[200]);
    }
    float a_514 = 0.0f;
    if (21 >= 0 && 21 < 20) {
        a_514 = tinyc_f16_load(((global ushort*)g)[201]);
    }
    float a_515 = 0.0f;
    if (22 >= 0 && 22 < 20) {
        a_515 = tinyc_f16_load(((global ushort*)g)[202]);
    }
    float a_516 = 0.0f;
    if (23 >= 0 && 23 < 20) {
        a_516 = tinyc_f16_load(((global ushort*)g)[203]);
    }
    float a_517 = 0.0f;
    if (24 >= 0 && 24 < 20) {
        a_517 = tinyc_f16_load(((global ushort*)g)[204]);
    }
    float a_518 = 0.0f;
    if (25 >= 0 && 25 < 20) {
        a_518 = tinyc_f16_load(((global ushort*)g)[205]);
    }
    float a_519 = 0.0f;
    if (26 >= 0 && 26 < 20) {
        a_519 = tinyc_f16_load(((global ushort*)g)[206]);
    }
    float a_520 = 0.0f;
    if (27 >= 0 && 27 < 20) {
        a_520 = tinyc_f16_load(((global ushort*)g)[207]);
    }
    float a_521 = 0.0f;
    if (28 >= 0 && 28 < 20) {
        a_521 = tinyc_f16_load(((global ushort*)g)[208]);
    }
    float a_522 = 0.0f;
    if (29 >= 0 && 29 < 20) {
        a_522 = tinyc_f16_load(((global ushort*)g)[209]);
    }
    float a_523 = 0.0f;
    if (30 >= 0 && 30 < 20) {
        a_523 = tinyc_f16_load(((global ushort*)g)[210]);
    }
    float a_524 = 0.0f;
    if (31 >= 0 && 31 < 20) {
        a_524 = tinyc_f16_load(((global ushort*)g)[211]);
    }
    float acc_26 = 0.25f + (float)a_157 * (float)a_493 + (float)a_158 * (float)a_494 + (float)a_159 * (float)a_495 + (float)a_160 * (float)a_496 + (float)a_161 * (float)a_497 + (float)a_162 * (float)a_498 + (float)a_163 * (float)a_499 + (float)a_164 * (float)a_500 + (float)a_165 * (float)a_501 + (float)a_166 * (float)a_502 + (float)a_167 * (float)a_503 + (float)a_168 * (float)a_504 + (float)a_169 * (float)a_505 + (float)a_170 * (float)a_506 + (float)a_171 * (float)a_507 + (float)a_172 * (float)a_508 + (float)a_173 * (float)a_509 + (float)a_174 * (float)a_510 + (float)a_175 * (float)a_511 + (float)a_176 * (float)a_512 + (float)a_177 * (float)a_513 + (float)a_178 * (float)a_514 + (float)a_179 * (float)a_515 + (float)a_180 * (float)a_516 + (float)a_181 * (float)a_517 + (float)a_182 * (float)a_518 + (float)a_183 * (float)a_519 + (float)a_184 * (float)a_520 + (float)a_185 * (float)a_521 + (float)a_186 * (float)a_522 + (float)a_187 * (float)a_523 + (float)a_188 * (float)a_524;
    float a_525 = 0.0f;
    if (0 >= 0 && 0 < 20) {
        a_525 = tinyc_f16_load(((global ushort*)g)[200]);
    }
    float a_526 = 0.0f;
    if (1 >= 0 && 1 < 20) {
        a_526 = tinyc_f16_load(((global ushort*)g)[201]);
    }
    float a_527 = 0.0f;
    if (2 >= 0 && 2 < 20) {
        a_527 = tinyc_f16_load(((global ushort*)g)[202]);
    }
    float a_528 = 0.0f;
    if (3 >= 0 && 3 < 20) {
        a_528 = tinyc_f16_load(((global ushort*)g)[203]);
    }
    float a_529 = 0.0f;
    if (4 >= 0 && 4 < 20) {
        a_529 = tinyc_f16_load(((global ushort*)g)[204]);
    }
    float a_530 = 0.0f;
    if (5 >= 0 && 5 < 20) {
        a_530 = tinyc_f16_load(((global ushort*)g)[205]);
    }
    float a_531 = 0.0f;
    if (6 >= 0 && 6 < 20) {
        a_531 = tinyc_f16_load(((global ushort*)g)[206]);
    }
    float a_532 = 0.0f;
    if (7 >= 0 && 7 < 20) {
        a_532 = tinyc_f16_load(((global ushort*)g)[207]);
    }
    float a_533 = 0.0f;
    if (8 >= 0 && 8 < 20) {
        a_533 = tinyc_f16_load(((global ushort*)g)[208]);
    }
    float a_534 = 0.0f;
    if (9 >= 0 && 9 < 20) {
        a_534 = tinyc_f16_load(((global ushort*)g)[209]);
    }
    float a_535 = 0.0f;
    if (10 >= 0 && 10 < 20) {
        a_535 = tinyc_f16_load(((global ushort*)g)[210]);
    }
    float a_536 = 0.0f;
    if (11 >= 0 && 11 < 20) {
        a_536 = tinyc_f16_load(((global ushort*)g)[211]);
    }
    float a_537 = 0.0f;
    if (12 >= 0 && 12 < 20) {
        a_537 = tinyc_f16_load(((global ushort*)g)[212]);
    }
    float a_538 = 0.0f;
    if (13 >= 0 && 13 < 20) {
        a_538 = tinyc_f16_load(((global ushort*)g)[213]);
    }
    float a_539 = 0.0f;
    if (14 >= 0 && 14 < 20) {
        a_539 = tinyc_f16_load(((global ushort*)g)[214]);
    }
    float a_540 = 0.0f;
    if (15 >= 0 && 15 < 20) {
        a_540 = tinyc_f16_load(((global ushort*)g)[215]);
    }
    float a_541 = 0.0f;
    if (16 >= 0 && 16 < 20) {
        a_541 = tinyc_f16_load(((global ushort*)g)[216]);
    }
    float a_542 = 0.0f;
    if (17 >= 0 && 17 < 20) {
        a_542 = tinyc_f16_load(((global ushort*)g)[217]);
    }
    float a_543 = 0.0f;
    if (18 >= 0 && 18 < 20) {
        a_543 = tinyc_f16_load(((global ushort*)g)[218]);
    }
    float a_544 = 0.0f;
    if (19 >= 0 && 19 < 20) {
        a_544 = tinyc_f16_load(((global ushort*)g)[219]);
    }
    float a_545 = 0.0f;
    if (20 >= 0 && 20 < 20) {
        a_545 = tinyc_f16_load(((global ushort*)g)[220]);
    }
    float a_546 = 0.0f;
    if (21 >= 0 && 21 < 20) {
        a_546 = tinyc_f16_load(((global ushort*)g)[221]);
    }
    float a_547 = 0.0f;
    if (22 >= 0 && 22 < 20) {
        a_547 = tinyc_f16_load(((global ushort*)g)[222]);
    }
    float a_548 = 0.0f;
    if (23 >= 0 && 23 < 20) {
        a_548 = tinyc_f16_load(((global ushort*)g)[223]);
    }
    float a_549 = 0.0f;
    if (24 >= 0 && 24 < 20) {
        a_549 = tinyc_f16_load(((global ushort*)g)[224]);
    }
    float a_550 = 0.0f;
    if (25 >= 0 && 25 < 20) {
        a_550 = tinyc_f16_load(((global ushort*)g)[225]);
    }
    float a_551 = 0.0f;
    if (26 >= 0 && 26 < 20) {
        a_551 = tinyc_f16_load(((global ushort*)g)[226]);
    }
    float a_552 = 0.0f;
    if (27 >= 0 && 27 < 20) {
        a_552 = tinyc_f16_load(((global ushort*)g)[227]);
    }
    float a_553 = 0.0f;
    if (28 >= 0 && 28 < 20) {
        a_553 = tinyc_f16_load(((global ushort*)g)[228]);
    }
    float a_554 = 0.0f;
    if (29 >= 0 && 29 < 20) {
        a_554 = tinyc_f16_load(((global ushort*)g)[229]);
    }
    float a_555 = 0.0f;
    if (30 >= 0 && 30 < 20) {
        a_555 = tinyc_f16_load(((global ushort*)g)[230]);
    }
    float a_556 = 0.0f;
    if (31 >= 0 && 31 < 20) {
        a_556 = tinyc_f16_load(((global ushort*)g)[231]);
    }
    float acc_27 = 0.25f + (float)a_157 * (float)a_525 + (float)a_158 * (float)a_526 + (float)a_159 * (float)a_527 + (float)a_160 * (float)a_528 + (float)a_161 * (float)a_529 + (float)a_162 * (float)a_530 + (float)a_163 * (float)a_531 + (float)a_164 * (float)a_532 + (float)a_165 * (float)a_533 + (float)a_166 * (float)a_534 + (float)a_167 * (float)a_535 + (float)a_168 * (float)a_536 + (float)a_169 * (float)a_537 + (float)a_170 * (float)a_538 + (float)a_171 * (float)a_539 + (float)a_172 * (float)a_540 + (float)a_173 * (float)a_541 + (float)a_174 * (float)a_542 + (float)a_175 * (float)a_543 + (float)a_176 * (float)a_544 + (float)a_177 * (float)a_545 + (float)a_178 * (float)a_546 + (float)a_179 * (float)a_547 + (float)a_180 * (float)a_548 + (float)a_181 * (float)a_549 + (float)a_182 * (float)a_550 + (float)a_183 * (float)a_551 + (float)a_184 * (float)a_552 + (float)a_185 * (float)a_553 + (float)a_186 * (float)a_554 + (float)a_187 * (float)a_555 + (float)a_188 * (float)a_556;
    float a_557 = 0.0f;
    if (0 >= 0 && 0 < 20) {
        a_557 = tinyc_f16_load(((global ushort*)g)[220]);
    }
    float a_558 = 0.0f;
    if (1 >= 0 && 1 < 20) {
        a_558 = tinyc_f16_load(((global ushort*)g)[221]);
    }
    float a_559 = 0.0f;
    if (2 >= 0 && 2 < 20) {
        a_559 = tinyc_f16_load(((global ushort*)g)[222]);
    }
    float a_560 = 0.0f;
    if (3 >= 0 && 3 < 20) {
        a_560 = tinyc_f16_load(((global ushort*)g)[223]);
    }
    float a_561 = 0.0f;
    if (4 >= 0 && 4 < 20) {
        a_561 = tinyc_f16_load(((global ushort*)g)[224]);
    }
    float a_562 = 0.0f;
    if (5 >= 0 && 5 < 20) {
        a_562 = tinyc_f16_load(((global ushort*)g)[225]);
    }
    float a_563 = 0.0f;
    if (6 >= 0 && 6 < 20) {
        a_563 = tinyc_f16_load(((global ushort*)g)[226]);
    }
    float a_564 = 0.0f;
    if (7 >= 0 && 7 < 20) {
        a_564 = tinyc_f16_load(((global ushort*)g)[227]);
    }
    float a_565 = 0.0f;
    if (8 >= 0 && 8 < 20) {
        a_565 = tinyc_f16_load(((global ushort*)g)[228]);
    }
    float a_566 = 0.0f;
    if (9 >= 0 && 9 < 20) {
        a_566 = tinyc_f16_load(((global ushort*)g)[229]);
    }
    float a_567 = 0.0f;
    if (10 >= 0 && 10 < 20) {
        a_567 = tinyc_f16_load(((global ushort*)g)[230]);
    }
    float a_568 = 0.0f;
    if (11 >= 0 && 11 < 20) {
        a_568 = tinyc_f16_load(((global ushort*)g)[231]);
    }
    float a_569 = 0.0f;
    if (12 >= 0 && 12 < 20) {
        a_569 = tinyc_f16_load(((global ushort*)g)[232]);
    }
    float a_570 = 0.0f;
    if (13 >= 0 && 13 < 20) {
        a_570 = tinyc_f16_load(((global ushort*)g)[233]);
    }
    float a_571 = 0.0f;
    if (14 >= 0 && 14 < 20) {
        a_571 = tinyc_f16_load(((global ushort*)g)[234]);
    }
    float a_572 = 0.0f;
    if (15 >= 0 && 15 < 20) {
        a_572 = tinyc_f16_load(((global ushort*)g)[235]);
    }
    float a_573 = 0.0f;
    if (16 >= 0 && 16 < 20) {
        a_573 = tinyc_f16_load(((global ushort*)g)[236]);
    }
    float a_574 = 0.0f;
    if (17 >= 0 && 17 < 20) {
        a_574 = tinyc_f16_load(((global ushort*)g)[237]);
    }
    float a_575 = 0.0f;
    if (18 >= 0 && 18 < 20) {
        a_575 = tinyc_f16_load(((global ushort*)g)[238]);
    }
    float a_576 = 0.0f;
    if (19 >= 0 && 19 < 20) {
        a_576 = tinyc_f16_load(((global ushort*)g)[239]);
    }
    float a_577 = 0.0f;
    if (20 >= 0 && 20 < 20) {
        a_577 = tinyc_f16_load(((global ushort*)g)[240]);
    }
    float a_578 = 0.0f;
    if (21 >= 0 && 21 < 20) {
        a_578 = tinyc_f16_load(((global ushort*)g)[241]);
    }
    float a_579 = 0.0f;
    if (22 >= 0 && 22 < 20) {
        a_579 = tinyc_f16_load(((global ushort*)g)[242]);
    }
    float a_580 = 0.0f;
    if (23 >= 0 && 23 < 20) {
        a_580 = tinyc_f16_load(((global ushort*)g)[243]);
    }
    float a_581 = 0.0f;
    if (24 >= 0 && 24 < 20) {
        a_581 = tinyc_f16_load(((global ushort*)g)[244]);
    }
    float a_582 = 0.0f;
    if (25 >= 0 && 25 < 20) {
        a_582 = tinyc_f16_load(((global ushort*)g)[245]);
    }
    float a_583 = 0.0f;
    if (26 >= 0 && 26 < 20) {
        a_583 = tinyc_f16_load(((global ushort*)g)[246]);
    }
    float a_584 = 0.0f;
    if (27 >= 0 && 27 < 20) {
        a_584 = tinyc_f16_load(((global ushort*)g)[247]);
    }
    float a_585 = 0.0f;
    if (28 >= 0 && 28 < 20) {
        a_585 = tinyc_f16_load(((global ushort*)g)[248]);
    }
    float a_586 = 0.0f;
    if (29 >= 0 && 29 < 20) {
        a_586 = tinyc_f16_load(((global ushort*)g)[249]);
    }
    float a_587 = 0.0f;
    if (30 >= 0 && 30 < 20) {
        a_587 = tinyc_f16_load(((global ushort*)g)[250]);
    }
    float a_588 = 0.0f;
    if (31 >= 0 && 31 < 20) {
        a_588 = tinyc_f16_load(((global ushort*)g)[251]);
    }
    float acc_28 = 0.25f + (float)a_157 * (float)a_557 + (float)a_158 * (float)a_558 + (float)a_159 * (float)a_559 + (float)a_160 * (float)a_560 + (float)a_161 * (float)a_561 + (float)a_162 * (float)a_562 + (float)a_163 * (float)a_563 + (float)a_164 * (float)a_564 + (float)a_165 * (float)a_565 + (float)a_166 * (float)a_566 + (float)a_167 * (float)a_567 + (float)a_168 * (float)a_568 + (float)a_169 * (float)a_569 + (float)a_170 * (float)a_570 + (float)a_171 * (float)a_571 + (float)a_172 * (float)a_572 + (float)a_173 * (float)a_573 + (float)a_174 * (float)a_574 + (float)a_175 * (float)a_575 + (float)a_176 * (float)a_576 + (float)a_177 * (float)a_577 + (float)a_178 * (float)a_578 + (float)a_179 * (float)a_579 + (float)a_180 * (float)a_580 + (float)a_181 * (float)a_581 + (float)a_182 * (float)a_582 + (float)a_183 * (float)a_583 + (float)a_184 * (float)a_584 + (float)a_185 * (float)a_585 + (float)a_186 * (float)a_586 + (float)a_187 * (float)a_587 + (float)a_188 * (float)a_588;
    float a_589 = 0.0f;
    if (0 >= 0 && 0 < 20) {
        a_589 = tinyc_f16_load(((global ushort*)g)[240]);
    }
    float a_590 = 0.0f;
    if (1 >= 0 && 1 < 20) {
        a_590 = tinyc_f16_load(((global ushort*)g)[241]);
    }
    float a_591 = 0.0f;
    if (2 >= 0 && 2 < 20) {
        a_591 = tinyc_f16_load(((global ushort*)g)[242]);
    }
    float a_592 = 0.0f;
    if (3 >= 0 && 3 < 20) {
        a_592 = tinyc_f16_load(((global ushort*)g)[243]);
    }
    float a_593 = 0.0f;
    if (4 >= 0 && 4 < 20) {
        a_593 = tinyc_f16_load(((global ushort*)g)[244]);
    }
    float a_594 = 0.0f;
    if (5 >= 0 && 5 < 20) {
        a_594 = tinyc_f16_load(((global ushort*)g)[245]);
    }
    float a_595 = 0.0f;
    if (6 >= 0 && 6 < 20) {
        a_595 = tinyc_f16_load(((global ushort*)g)[246]);
    }
    float a_596 = 0.0f;
    if (7 >= 0 && 7 < 20) {
        a_596 = tinyc_f16_load(((global ushort*)g)[247]);
    }
    float a_597 = 0.0f;
    if (8 >= 0 && 8 < 20) {
        a_597 = tinyc_f16_load(((global ushort*)g)[248]);
    }
    float a_598 = 0.0f;
    if (9 >= 0 && 9 < 20) {
        a_598 = tinyc_f16_load(((global ushort*)g)[249]);
    }
    float a_599 = 0.0f;
    if (10 >= 0 && 10 < 20) {
        a_599 = tinyc_f16_load(((global ushort*)g)[250]);
    }
    float a_600 = 0.0f;
    if (11 >= 0 && 11 < 20) {
        a_600 = tinyc_f16_load(((global ushort*)g)[251]);
    }
    float a_601 = 0.0f;
    if (12 >= 0 && 12 < 20) {
        a_601 = tinyc_f16_load(((global ushort*)g)[252]);
    }
    float a_602 = 0.0f;
    if (13 >= 0 && 13 < 20) {
        a_602 = tinyc_f16_load(((global ushort*)g)[253]);
    }
    float a_603 = 0.0f;
    if (14 >= 0 && 14 < 20) {
        a_603 = tinyc_f16_load(((global ushort*)g)[254]);
    }
    float a_604 = 0.0f;
    if (15 >= 0 && 15 < 20) {
        a_604 = tinyc_f16_load(((global ushort*)g)[255]);
    }
    float a_605 = 0.0f;
    if (16 >= 0 && 16 < 20) {
        a_605 = tinyc_f16_load(((global ushort*)g)[256]);
    }
    float a_606 = 0.0f;
    if (17 >= 0 && 17 < 20) {
        a_606 = tinyc_f16_load(((global ushort*)g)[257]);
    }
    float a_607 = 0.0f;
    if (18 >= 0 && 18 < 20) {
        a_607 = tinyc_f16_load(((global ushort*)g)[258]);
    }
    float a_608 = 0.0f;
    if (19 >= 0 && 19 < 20) {
        a_608 = tinyc_f16_load(((global ushort*)g)[259]);
    }
    float a_609 = 0.0f;
    if (20 >= 0 && 20 < 20) {
        a_609 = tinyc_f16_load(((global ushort*)g)[260]);
    }
    float a_610 = 0.0f;
    if (21 >= 0 && 21 < 20) {
        a_610 = tinyc_f16_load(((global ushort*)g)[261]);
    }
    float a_611 = 0.0f;
    if (22 >= 0 && 22 < 20) {
        a_611 = tinyc_f16_load(((global ushort*)g)[262]);
    }
    float a_612 = 0.0f;
    if (23 >= 0 && 23 < 20) {
        a_612 = tinyc_f16_load(((global ushort*)g)[263]);
    }
    float a_613 = 0.0f;
    if (24 >= 0 && 24 < 20) {
        a_613 = tinyc_f16_load(((global ushort*)g)[264]);
    }
    float a_614 = 0.0f;
    if (25 >= 0 && 25 < 20) {
        a_614 = tinyc_f16_load(((global ushort*)g)[265]);
    }
    float a_615 = 0.0f;
    if (26 >= 0 && 26 < 20) {
        a_615 = tinyc_f16_load(((global ushort*)g)[266]);
    }
    float a_616 = 0.0f;
    if (27 >= 0 && 27 < 20) {
        a_616 = tinyc_f16_load(((global ushort*)g)[267]);
    }
    float a_617 = 0.0f;
    if (28 >= 0 && 28 < 20) {
        a_617 = tinyc_f16_load(((global ushort*)g)[268]);
    }
    float a_618 = 0.0f;
    if (29 >= 0 && 29 < 20) {
        a_618 = tinyc_f16_load(((global ushort*)g)[269]);
    }
    float a_619 = 0.0f;
    if (30 >= 0 && 30 < 20) {
        a_619 = tinyc_f16_load(((global ushort*)g)[270]);
    }
    float a_620 = 0.0f;
    if (31 >= 0 && 31 < 20) {
        a_620 = tinyc_f16_load(((global ushort*)g)[271]);
    }
    float acc_29 = 0.25f + (float)a_157 * (float)a_589 + (float)a_158 * (float)a_590 + (float)a_159 * (float)a_591 + (float)a_160 * (float)a_592 + (float)a_161 * (float)a_593 + (float)a_162 * (float)a_594 + (float)a_163 * (float)a_595 + (float)a_164 * (float)a_596 + (float)a_165 * (float)a_597 + (float)a_166 * (float)a_598 + (float)a_167 * (float)a_599 + (float)a_168 * (float)a_600 + (float)a_169 * (float)a_601 + (float)a_170 * (float)a_602 + (float)a_171 * (float)a_603 + (float)a_172 * (float)a_604 + (float)a_173 * (float)a_605 + (float)a_174 * (float)a_606 + (float)a_175 * (float)a_607 + (float)a_176 * (float)a_608 + (float)a_177 * (float)a_609 + (float)a_178 * (float)a_610 + (float)a_179 * (float)a_611 + (float)a_180 * (float)a_612 + (float)a_181 * (float)a_613 + (float)a_182 * (float)a_614 + (float)a_183 * (float)a_615 + (float)a_184 * (float)a_616 + (float)a_185 * (float)a_617 + (float)a_186 * (float)a_618 + (float)a_187 * (float)a_619 + (float)a_188 * (float)a_620;
    float a_621 = 0.0f;
    if (0 >= 0 && 0 < 20) {
        a_621 = tinyc_f16_load(((global ushort*)g)[260]);
    }
    float a_622 = 0.0f;
    if (1 >= 0 && 1 < 20) {
        a_622 = tinyc_f16_load(((global ushort*)g)[261]);
    }
    float a_623 = 0.0f;
    if (2 >= 0 && 2 < 20) {
        a_623 = tinyc_f16_load(((global ushort*)g)[262]);
    }
    float a_624 = 0.0f;
    if (3 >= 0 && 3 < 20) {
        a_624 = tinyc_f16_load(((global ushort*)g)[263]);
    }
    float a_625 = 0.0f;
    if (4 >= 0 && 4 < 20) {
        a_625 = tinyc_f16_load(((global ushort*)g)[264]);
    }
    float a_626 = 0.0f;
    if (5 >= 0 && 5 < 20) {
        a_626 = tinyc_f16_load(((global ushort*)g)[265]);
    }
    float a_627 = 0.0f;
    if (6 >= 0 && 6 < 20) {
        a_627 = tinyc_f16_load(((global ushort*)g)[266]);
    }
    float a_628 = 0.0f;
    if (7 >= 0 && 7 < 20) {
        a_628 = tinyc_f16_load(((global ushort*)g)[267]);
    }
    float a_629 = 0.0f;
    if (8 >= 0 && 8 < 20) {
        a_629 = tinyc_f16_load(((global ushort*)g)[268]);
    }
    float a_630 = 0.0f;
    if (9 >= 0 && 9 < 20) {
        a_630 = tinyc_f16_load(((global ushort*)g)[269]);
    }
    float a_631 = 0.0f;
    if (10 >= 0 && 10 < 20) {
        a_631 = tinyc_f16_load(((global ushort*)g)[270]);
    }
    float a_632 = 0.0f;
    if (11 >= 0 && 11 < 20) {
        a_632 = tinyc_f16_load(((global ushort*)g)[271]);
    }
    float a_633 = 0.0f;
    if (12 >= 0 && 12 < 20) {
        a_633 = tinyc_f16_load(((global ushort*)g)[272]);
    }
    float a_634 = 0.0f;
    if (13 >= 0 && 13 < 20) {
        a_634 = tinyc_f16_load(((global ushort*)g)[273]);
    }
    float a_635 = 0.0f;
    if (14 >= 0 && 14 < 20) {
        a_635 = tinyc_f16_load(((global ushort*)g)[274]);
    }
    float a_636 = 0.0f;
    if (15 >= 0 && 15 < 20) {
        a_636 = tinyc_f16_load(((global ushort*)g)[275]);
    }
    float a_637 = 0.0f;
    if (16 >= 0 && 16 < 20) {
        a_637 = tinyc_f16_load(((global ushort*)g)[276]);
    }
    float a_638 = 0.0f;
    if (17 >= 0 && 17 < 20) {
        a_638 = tinyc_f16_load(((global ushort*)g)[277]);
    }
    float a_639 = 0.0f;
    if (18 >= 0 && 18 < 20) {
        a_639 = tinyc_f16_load(((global ushort*)g)[278]);
    }
    float a_640 = 0.0f;
    if (19 >= 0 && 19 < 20) {
        a_640 = tinyc_f16_load(((global ushort*)g)[279]);
    }
    float a_641 = 0.0f;
    if (20 >= 0 && 20 < 20) {
        a_641 = tinyc_f16_load(((global ushort*)g)[280]);
    }
    float a_642 = 0.0f;
    if (21 >= 0 && 21 < 20) {
        a_642 = tinyc_f16_load(((global ushort*)g)[281]);
    }
    float a_643 = 0.0f;
    if (22 >= 0 && 22 < 20) {
        a_643 = tinyc_f16_load(((global ushort*)g)[282]);
    }
    float a_644 = 0.0f;
    if (23 >= 0 && 23 < 20) {
        a_644 = tinyc_f16_load(((global ushort*)g)[283]);
    }
    float a_645 = 0.0f;
    if (24 >= 0 && 24 < 20) {
        a_645 = tinyc_f16_load(((global ushort*)g)[284]);
    }
    float a_646 = 0.0f;
    if (25 >= 0 && 25 < 20) {
        a_646 = tinyc_f16_load(((global ushort*)g)[285]);
    }
    float a_647 = 0.0f;
    if (26 >= 0 && 26 < 20) {
        a_647 = tinyc_f16_load(((global ushort*)g)[286]);
    }
    float a_648 = 0.0f;
    if (27 >= 0 && 27 < 20) {
        a_648 = tinyc_f16_load(((global ushort*)g)[287]);
    }
    float a_649 = 0.0f;
    if (28 >= 0 && 28 < 20) {
        a_649 = tinyc_f16_load(((global ushort*)g)[288]);
    }
    float a_650 = 0.0f;
    if (29 >= 0 && 29 < 20) {
        a_650 = tinyc_f16_load(((global ushort*)g)[289]);
    }
    float a_651 = 0.0f;
    if (30 >= 0 && 30 < 20) {
        a_651 = tinyc_f16_load(((global ushort*)g)[290]);
    }
    float a_652 = 0.0f;
    if (31 >= 0 && 31 < 20) {
        a_652 = tinyc_f16_load(((global ushort*)g)[291]);
    }
    float acc_30 = 0.25f + (float)a_157 * (float)a_621 + (float)a_158 * (float)a_622 + (float)a_159 * (float)a_623 + (float)a_160 * (float)a_624 + (float)a_161 * (float)a_625 + (float)a_162 * (float)a_626 + (float)a_163 * (float)a_627 + (float)a_164 * (float)a_628 + (float)a_165 * (float)a_629 + (float)a_166 * (float)a_630 + (float)a_167 * (float)a_631 + (float)a_168 * (float)a_632 + (float)a_169 * (float)a_633 + (float)a_170 * (float)a_634 + (float)a_171 * (float)a_635 + (float)a_172 * (float)a_636 + (float)a_173 * (float)a_637 + (float)a_174 * (float)a_638 + (float)a_175 * (float)a_639 + (float)a_176 * (float)a_640 + (float)a_177 * (float)a_641 + (float)a_178 * (float)a_642 + (float)a_179 * (float)a_643 + (float)a_180 * (float)a_644 + (float)a_181 * (float)a_645 + (float)a_182 * (float)a_646 + (float)a_183 * (float)a_647 + (float)a_184 * (float)a_648 + (float)a_185 * (float)a_649 + (float)a_186 * (float)a_650 + (float)a_187 * (float)a_651 + (float)a_188 * (float)a_652;
    float a_653 = 0.0f;
    if (0 >= 0 && 0 < 20) {
        a_653 = tinyc_f16_load(((global ushort*)g)[280]);
    }
    float a_654 = 0.0f;
    if (1 >= 0 && 1 < 20) {
        a_654 = tinyc_f16_load(((global ushort*)g)[281]);
    }
    float a_655 = 0.0f;
    if (2 >= 0 && 2 < 20) {
        a_655 = tinyc_f16_load(((global ushort*)g)[282]);
    }
    float a_656 = 0.0f;
    if (3 >= 0 && 3 < 20) {
        a_656 = tinyc_f16_load(((global ushort*)g)[283]);
    }
    float a_657 = 0.0f;
    if (4 >= 0 && 4 < 20) {
        a_657 = tinyc_f16_load(((global ushort*)g)[284]);
    }
    float a_658 = 0.0f;
    if (5 >= 0 && 5 < 20) {
        a_658 = tinyc_f16_load(((global ushort*)g)[285]);
    }
    float a_659 = 0.0f;
    if (6 >= 0 && 6 < 20) {
        a_659 = tinyc_f16_load(((global ushort*)g)[286]);
    }
    float a_660 = 0.0f;
    if (7 >= 0 && 7 < 20) {
        a_660 = tinyc_f16_load(((global ushort*)g)[287]);
    }
    float a_661 = 0.0f;
    if (8 >= 0 && 8 < 20) {
        a_661 = tinyc_f16_load(((global ushort*)g)[288]);
    }
    float a_662 = 0.0f;
    if (9 >= 0 && 9 < 20) {
        a_662 = tinyc_f16_load(((global ushort*)g)[289]);
    }
    float a_663 = 0.0f;
    if (10 >= 0 && 10 < 20) {
        a_663 = tinyc_f16_load(((global ushort*)g)[290]);
    }
    float a_664 = 0.0f;
    if (11 >= 0 && 11 < 20) {
        a_664 = tinyc_f16_load(((global ushort*)g)[291]);
    }
    float a_665 = 0.0f;
    if (12 >= 0 && 12 < 20) {
        a_665 = tinyc_f16_load(((global ushort*)g)[292]);
    }
    float a_666 = 0.0f;
    if (13 >= 0 && 13 < 20) {
        a_666 = tinyc_f16_load(((global ushort*)g)[293]);
    }
    float a_667 = 0.0f;
    if (14 >= 0 && 14 < 20) {
        a_667 = tinyc_f16_load(((global ushort*)g)[294]);
    }
    float a_668 = 0.0f;
    if (15 >= 0 && 15 < 20) {
        a_668 = tinyc_f16_load(((global ushort*)g)[295]);
    }
    float a_669 = 0.0f;
    if (16 >= 0 && 16 < 20) {
        a_669 = tinyc_f16_load(((global ushort*)g)[296]);
    }
    float a_670 = 0.0f;
    if (17 >= 0 && 17 < 20) {
        a_670 = tinyc_f16_load(((global ushort*)g)[297]);
    }
    float a_671 = 0.0f;
    if (18 >= 0 && 18 < 20) {
        a_671 = tinyc_f16_load(((global ushort*)g)[298]);
    }
    float a_672 = 0.0f;
    if (19 >= 0 && 19 < 20) {
        a_672 = tinyc_f16_load(((global ushort*)g)[299]);
    }
    float a_673 = 0.0f;
    if (20 >= 0 && 20 < 20) {
        a_673 = tinyc_f16_load(((global ushort*)g)[300]);
    }
    float a_674 = 0.0f;
    if (21 >= 0 && 21 < 20) {
        a_674 = tinyc_f16_load(((global ushort*)g)[301]);
    }
    float a_675 = 0.0f;
    if (22 >= 0 && 22 < 20) {
        a_675 = tinyc_f16_load(((global ushort*)g)[302]);
    }
    float a_676 = 0.0f;
    if (23 >= 0 && 23 < 20) {
        a_676 = tinyc_f16_load(((global ushort*)g)[303]);
    }
    float a_677 = 0.0f;
    if (24 >= 0 && 24 < 20) {
        a_677 = tinyc_f16_load(((global ushort*)g)[304]);
    }
    float a_678 = 0.0f;
    if (25 >= 0 && 25 < 20) {
        a_678 = tinyc_f16_load(((global ushort*)g)[305]);
    }
    float a_679 = 0.0f;
    if (26 >= 0 && 26 < 20) {
        a_679 = tinyc_f16_load(((global ushort*)g)[306]);
    }
    float a_680 = 0.0f;
    if (27 >= 0 && 27 < 20) {
        a_680 = tinyc_f16_load(((global ushort*)g)[307]);
    }
    float a_681 = 0.0f;
    if (28 >= 0 && 28 < 20) {
        a_681 = tinyc_f16_load(((global ushort*)g)[308]);
    }
    float a_682 = 0.0f;
    if (29 >= 0 && 29 < 20) {
        a_682 = tinyc_f16_load(((global ushort*)g)[309]);
    }
    float a_683 = 0.0f;
    if (30 >= 0 && 30 < 20) {
        a_683 = tinyc_f16_load(((global ushort*)g)[310]);
    }
    float a_684 = 0.0f;
    if (31 >= 0 && 31 < 20) {
        a_684 = tinyc_f16_load(((global ushort*)g)[311]);
    }
    float acc_31 = 0.25f + (float)a_157 * (float)a_653 + (float)a_158 * (float)a_654 + (float)a_159 * (float)a_655 + (float)a_160 * (float)a_656 + (float)a_161 * (float)a_657 + (float)a_162 * (float)a_658 + (float)a_163 * (float)a_659 + (float)a_164 * (float)a_660 + (float)a_165 * (float)a_661 + (float)a_166 * (float)a_662 + (float)a_167 * (float)a_663 + (float)a_168 * (float)a_664 + (float)a_169 * (float)a_665 + (float)a_170 * (float)a_666 + (float)a_171 * (float)a_667 + (float)a_172 * (float)a_668 + (float)a_173 * (float)a_669 + (float)a_174 * (float)a_670 + (float)a_175 * (float)a_671 + (float)a_176 * (float)a_672 + (float)a_177 * (float)a_673 + (float)a_178 * (float)a_674 + (float)a_179 * (float)a_675 + (float)a_180 * (float)a_676 + (float)a_181 * (float)a_677 + (float)a_182 * (float)a_678 + (float)a_183 * (float)a_679 + (float)a_184 * (float)a_680 + (float)a_185 * (float)a_681 + (float)a_186 * (float)a_682 + (float)a_187 * (float)a_683 + (float)a_188 * (float)a_684;
    float a_685 = 0.0f;
    if (0 >= 0 && 0 < 20) {
        a_685 = tinyc_f16_load(((global ushort*)g)[300]);
    }
    float a_686 = 0.0f;
    if (1 >= 0 && 1 < 20) {
        a_686 = tinyc_f16_load(((global ushort*)g)[301]);
    }
    float a_687 = 0.0f;
    if (2 >= 0 && 2 < 20) {
        a_687 = tinyc_f16_load(((global ushort*)g)[302]);
    }
    float a_688 = 0.0f;
    if (3 >= 0 && 3 < 20) {
        a_688 = tinyc_f16_load(((global ushort*)g)[303]);
    }
    float a_689 = 0.0f;
    if (4 >= 0 && 4 < 20) {
        a_689 = tinyc_f16_load(((global ushort*)g)[304]);
    }
    float a_690 = 0.0f;
    if (5 >= 0 && 5 < 20) {
        a_690 = tinyc_f16_load(((global ushort*)g)[305]);
    }
    float a_691 = 0.0f;
    if (6 >= 0 && 6 < 20) {
        a_691 = tinyc_f16_load(((global ushort*)g)[306]);
    }
    float a_692 = 0.0f;
    if (7 >= 0 && 7 < 20) {
        a_692 = tinyc_f16_load(((global ushort*)g)[307]);
    }
    float a_693 = 0.0f;
    if (8 >= 0 && 8 < 20) {
        a_693 = tinyc_f16_load(((global ushort*)g)[308]);
    }
    float a_694 = 0.0f;
    if (9 >= 0 && 9 < 20) {
        a_694 = tinyc_f16_load(((global ushort*)g)[309]);
    }
    float a_695 = 0.0f;
    if (10 >= 0 && 10 < 20) {
        a_695 = tinyc_f16_load(((global ushort*)g)[310]);
    }
    float a_696 = 0.0f;
    if (11 >= 0 && 11 < 20) {
        a_696 = tinyc_f16_load(((global ushort*)g)[311]);
    }
    float a_697 = 0.0f;
    if (12 >= 0 && 12 < 20) {
        a_697 = tinyc_f16_load(((global ushort*)g)[312]);
    }
    float a_698 = 0.0f;
    if (13 >= 0 && 13 < 20) {
        a_698 = tinyc_f16_load(((global ushort*)g)[313]);
    }
    float a_699 = 0.0f;
    if (14 >= 0 && 14 < 20) {
        a_699 = tinyc_f16_load(((global ushort*)g)[314]);
    }
    float a_700 = 0.0f;
    if (15 >= 0 && 15 < 20) {
        a_700 = tinyc_f16_load(((global ushort*)g)[315]);
    }
    float a_701 = 0.0f;
    if (16 >= 0 && 16 < 20) {
        a_701 = tinyc_f16_load(((global ushort*)g)[316]);
    }
    float a_702 = 0.0f;
    if (17 >= 0 && 17 < 20) {
        a_702 = tinyc_f16_load(((global ushort*)g)[317]);
    }
    float a_703 = 0.0f;
    if (18 >= 0 && 18 < 20) {
        a_703 = tinyc_f16_load(((global ushort*)g)[318]);
    }
    float a_704 = 0.0f;
    if (19 >= 0 && 19 < 20) {
        a_704 = tinyc_f16_load(((global ushort*)g)[319]);
    }
    float a_705 = 0.0f;
    if (20 >= 0 && 20 < 20) {
        a_705 = tinyc_f16_load(((global ushort*)g)[320]);
    }
    float a_706 = 0.0f;
    if (21 >= 0 && 21 < 20) {
        a_706 = tinyc_f16_load(((global ushort*)g)[321]);
    }
    float a_707 = 0.0f;
    if (22 >= 0 && 22 < 20) {
        a_707 = tinyc_f16_load(((global ushort*)g)[322]);
    }
    float a_708 = 0.0f;
    if (23 >= 0 && 23 < 20) {
        a_708 = tinyc_f16_load(((global ushort*)g)[323]);
    }
    float a_709 = 0.0f;
    if (24 >= 0 && 24 < 20) {
        a_709 = tinyc_f16_load(((global ushort*)g)[324]);
    }
    float a_710 = 0.0f;
    if (25 >= 0 && 25 < 20) {
        a_710 = tinyc_f16_load(((global ushort*)g)[325]);
    }
    float a_711 = 0.0f;
    if (26 >= 0 && 26 < 20) {
        a_711 = tinyc_f16_load(((global ushort*)g)[326]);
    }
    float a_712 = 0.0f;
    if (27 >= 0 && 27 < 20) {
        a_712 = tinyc_f16_load(((global ushort*)g)[327]);
    }
    float a_713 = 0.0f;
    if (28 >= 0 && 28 < 20) {
        a_713 = tinyc_f16_load(((global ushort*)g)[328]);
    }
    float a_714 = 0.0f;
    if (29 >= 0 && 29 < 20) {
        a_714 = tinyc_f16_load(((global ushort*)g)[329]);
    }
    float a_715 = 0.0f;
    if (30 >= 0 && 30 < 20) {
        a_715 = tinyc_f16_load(((global ushort*)g)[330]);
    }
    float a_716 = 0.0f;
    if (31 >= 0 && 31 < 20) {
        a_716 = tinyc_f16_load(((global ushort*)g)[331]);
    }
    float acc_32 = 0.25f + (float)a_157 * (float)a_685 + (float)a_158 * (float)a_686 + (float)a_159 * (float)a_687 + (float)a_160 * (float)a_688 + (float)a_161 * (float)a_689 + (float)a_162 * (float)a_690 + (float)a_163 * (float)a_691 + (float)a_164 * (float)a_692 + (float)a_165 * (float)a_693 + (float)a_166 * (float)a_694 + (float)a_167 * (float)a_695 + (float)a_168 * (float)a_696 + (float)a_169 * (float)a_697 + (float)a_170 * (float)a_698 + (float)a_171 * (float)a_699 + (float)a_172 * (float)a_700 + (float)a_173 * (float)a_701 + (float)a_174 * (float)a_702 + (float)a_175 * (float)a_703 + (float)a_176 * (float)a_704 + (float)a_177 * (float)a_705 + (float)a_178 * (float)a_706 + (float)a_179 * (float)a_707 + (float)a_180 * (float)a_708 + (float)a_181 * (float)a_709 + (float)a_182 * (float)a_710 + (float)a_183 * (float)a_711 + (float)a_184 * (float)a_712 + (float)a_185 * (float)a_713 + (float)a_186 * (float)a_714 + (float)a_187 * (float)a_715 + (float)a_188 * (float)a_716;
    float acc_33 = acc_17 + acc_18 + acc_19 + acc_20 + acc_21 + acc_22 + acc_23 + acc_24 + acc_25 + acc_26 + acc_27 + acc_28 + acc_29 + acc_30 + acc_31 + acc_32;
    long row_142 = (long)get_local_id(0) % 32;
    long r_174 = r0 + row_142;
    r[r_174] = acc_33;
    long row_143 = (long)get_local_id(0) % 32;
    int i = (int)row_143;
    int j = (int)0;
    float applied;
    int i100 = (int)((uint)i * (uint)100);
    int ij = (int)((uint)i100 + (uint)j);
    float ijf = (float)ij;
    float pos = acc_17 + ijf;
    applied = pos;
    long row_144 = (long)get_local_id(0) % 32;
    int i_1 = (int)row_144;
    int j_1 = (int)1;
    float applied_1;
    int i100_1 = (int)((uint)i_1 * (uint)100);
    int ij_1 = (int)((uint)i100_1 + (uint)j_1);
    float ijf_1 = (float)ij_1;
    float pos_1 = acc_18 + ijf_1;
    applied_1 = pos_1;
    long row_145 = (long)get_local_id(0) % 32;
    int i_2 = (int)row_145;
    int j_2 = (int)2;
    float applied_2;
    int i100_2 = (int)((uint)i_2 * (uint)100);
    int ij_2 = (int)((uint)i100_2 + (uint)j_2);
    float ijf_2 = (float)ij_2;
    float pos_2 = acc_19 + ijf_2;
    applied_2 = pos_2;
    long row_146 = (long)get_local_id(0) % 32;
    int i_3 = (int)row_146;
    int j_3 = (int)3;
    float applied_3;
    int i100_3 = (int)((uint)i_3 * (uint)100);
    int ij_3 = (int)((uint)i100_3 + (uint)j_3);
    float ijf_3 = (float)ij_3;
    float pos_3 = acc_20 + ijf_3;
    applied_3 = pos_3;
    long row_147 = (long)get_local_id(0) % 32;
    int i_4 = (int)row_147;
    int j_4 = (int)4;
    float applied_4;
    int i100_4 = (int)((uint)i_4 * (uint)100);
    int ij_4 = (int)((uint)i100_4 + (uint)j_4);
    float ijf_4 = (float)ij_4;
    float pos_4 = acc_21 + ijf_4;
    applied_4 = pos_4;
    long row_148 = (long)get_local_id(0) % 32;
    int i_5 = (int)row_148;
    int j_5 = (int)5;
    float applied_5;
    int i100_5 = (int)((uint)i_5 * (uint)100);
    int ij_5 = (int)((uint)i100_5 + (uint)j_5);
    float ijf_5 = (float)ij_5;
    float pos_5 = acc_22 + ijf_5;
    applied_5 = pos_5;
    long row_149 = (long)get_local_id(0) % 32;
    int i_6 = (int)row_149;
    int j_6 = (int)6;
    float applied_6;
    int i100_6 = (int)((uint)i_6 * (uint)100);
    int ij_6 = (int)((uint)i100_6 + (uint)j_6);
    float ijf_6 = (float)ij_6;
    float pos_6 = acc_23 + ijf_6;
    applied_6 = pos_6;
    long row_150 = (long)get_local_id(0) % 32;
    int i_7 = (int)row_150;
    int j_7 = (int)7;
    float applied_7;
    int i100_7 = (int)((uint)i_7 * (uint)100);
    int ij_7 = (int)((uint)i100_7 + (uint)j_7);
    float ijf_7 = (float)ij_7;
    float pos_7 = acc_24 + ijf_7;
    applied_7 = pos_7;
    long row_151 = (long)get_local_id(0) % 32;
    int i_8 = (int)row_151;
    int j_8 = (int)8;
    float applied_8;
    int i100_8 = (int)((uint)i_8 * (uint)100);
    int ij_8 = (int)((uint)i100_8 + (uint)j_8);
    float ijf_8 = (float)ij_8;
    float pos_8 = acc_25 + ijf_8;
    applied_8 = pos_8;
    long row_152 = (long)get_local_id(0) % 32;
    int i_9 = (int)row_152;
    int j_9 = (int)9;
    float applied_9;
    int i100_9 = (int)((uint)i_9 * (uint)100);
    int ij_9 = (int)((uint)i100_9 + (uint)j_9);
    float ijf_9 = (float)ij_9;
    float pos_9 = acc_26 + ijf_9;
    applied_9 = pos_9;
    long row_153 = (long)get_local_id(0) % 32;
    int i_10 = (int)row_153;
    int j_10 = (int)10;
    float applied_10;
    int i100_10 = (int)((uint)i_10 * (uint)100);
    int ij_10 = (int)((uint)i100_10 + (uint)j_10);
    float ijf_10 = (float)ij_10;
    float pos_10 = acc_27 + ijf_10;
    applied_10 = pos_10;
    long row_154 = (long)get_local_id(0) % 32;
    int i_11 = (int)row_154;
    int j_11 = (int)11;
    float applied_11;
    int i100_11 = (int)((uint)i_11 * (uint)100);
    int ij_11 = (int)((uint)i100_11 + (uint)j_11);
    float ijf_11 = (float)ij_11;
    float pos_11 = acc_28 + ijf_11;
    applied_11 = pos_11;
    long row_155 = (long)get_local_id(0) % 32;
    int i_12 = (int)row_155;
    int j_12 = (int)12;
    float applied_12;
    int i100_12 = (int)((uint)i_12 * (uint)100);
    int ij_12 = (int)((uint)i100_12 + (uint)j_12);
    float ijf_12 = (float)ij_12;
    float pos_12 = acc_29 + ijf_12;
    applied_12 = pos_12;
    long row_156 = (long)get_local_id(0) % 32;
    int i_13 = (int)row_156;
    int j_13 = (int)13;
    float applied_13;
    int i100_13 = (int)((uint)i_13 * (uint)100);
    int ij_13 = (int)((uint)i100_13 + (uint)j_13);
    float ijf_13 = (float)ij_13;
    float pos_13 = acc_30 + ijf_13;
    applied_13 = pos_13;
    long row_157 = (long)get_local_id(0) % 32;
    int i_14 = (int)row_157;
    int j_14 = (int)14;
    float applied_14;
    int i100_14 = (int)((uint)i_14 * (uint)100);
    int ij_14 = (int)((uint)i100_14 + (uint)j_14);
    float ijf_14 = (float)ij_14;
    float pos_14 = acc_31 + ijf_14;
    applied_14 = pos_14;
    long row_158 = (long)get_local_id(0) % 32;
    int i_15 = (int)row_158;
    int j_15 = (int)15;
    float applied_15;
    int i100_15 = (int)((uint)i_15 * (uint)100);
    int ij_15 = (int)((uint)i100_15 + (uint)j_15);
    float ijf_15 = (float)ij_15;
    float pos_15 = acc_32 + ijf_15;
    applied_15 = pos_15;
    long row_159 = (long)get_local_id(0) % 32;
    long r_175 = r0 + row_159;
    p[r_175] = applied;
    long row_160 = (long)get_local_id(0) % 32;
    long r_176 = r0 + row_160;
    p[r_176 + 64] = applied_1;
    long row_161 = (long)get_local_id(0) % 32;
    long r_177 = r0 + row_161;
    p[r_177 + 128] = applied_2;
    long row_162 = (long)get_local_id(0) % 32;
    long r_178 = r0 + row_162;
    p[r_178 + 192] = applied_3;
    long row_163 = (long)get_local_id(0) % 32;
    long r_179 = r0 + row_163;
    p[r_179 + 256] = applied_4;
    long row_164 = (long)get_local_id(0) % 32;
    long r_180 = r0 + row_164;
    p[r_180 + 320] = applied_5;
    long row_165 = (long)get_local_id(0) % 32;
    long r_181 = r0 + row_165;
    p[r_181 + 384] = applied_6;
    long row_166 = (long)get_local_id(0) % 32;
    long r_182 = r0 + row_166;
    p[r_182 + 448] = applied_7;
    long row_167 = (long)get_local_id(0) % 32;
    long r_183 = r0 + row_167;
    p[r_183 + 512] = applied_8;
    long row_168 = (long)get_local_id(0) % 32;
    long r_184 = r0 + row_168;
    p[r_184 + 576] = applied_9;
    long row_169 = (long)get_local_id(0) % 32;
    long r_185 = r0 + row_169;
    p[r_185 + 640] = applied_10;
    long row_170 = (long)get_local_id(0) % 32;
    long r_186 = r0 + row_170;
    p[r_186 + 704] = applied_11;
    long row_171 = (long)get_local_id(0) % 32;
    long r_187 = r0 + row_171;
    p[r_187 + 768] = applied_12;
    long row_172 = (long)get_local_id(0) % 32;
    long r_188 = r0 + row_172;
    p[r_188 + 832] = applied_13;
    long row_173 = (long)get_local_id(0) % 32;
    long r_189 = r0 + row_173;
    p[r_189 + 896] = applied_14;
    long row_174 = (long)get_local_id(0) % 32;
    long r_190 = r0 + row_174;
    p[r_190 + 960] = applied_15;
    bool first = sg == 0;
    float bres;
    float bres_1;
    float bres_2;
    float bres_3;
    float bres_4;
    float bres_5;
    float bres_6;
    float bres_7;
    if (first) {
        long row_175 = (long)get_local_id(0) % 32;
        long r_191 = r0 + row_175;
        float a_717 = tinyc_bf16_load(q[r_191]);
        long row_176 = (long)get_local_id(0) % 32;
        long r_192 = r0 + row_176;
        float a_718 = tinyc_bf16_load(q[r_192 + 64]);
        long row_177 = (long)get_local_id(0) % 32;
        long r_193 = r0 + row_177;
        float a_719 = tinyc_bf16_load(q[r_193 + 128]);
        long row_178 = (long)get_local_id(0) % 32;
        long r_194 = r0 + row_178;
        float a_720 = tinyc_bf16_load(q[r_194 + 192]);
        long row_179 = (long)get_local_id(0) % 32;
        long r_195 = r0 + row_179;
        float a_721 = tinyc_bf16_load(q[r_195 + 256]);
        long row_180 = (long)get_local_id(0) % 32;
        long r_196 = r0 + row_180;
        float a_722 = tinyc_bf16_load(q[r_196 + 320]);
        long row_181 = (long)get_local_id(0) % 32;
        long r_197 = r0 + row_181;
        float a_723 = tinyc_bf16_load(q[r_197 + 384]);
        long row_182 = (long)get_local_id(0) % 32;
        long r_198 = r0 + row_182;
        float a_724 = tinyc_bf16_load(q[r_198 + 448]);
        long row_183 = (long)get_local_id(0) % 32;
        long r_199 = r0 + row_183;
        float a_725 = tinyc_bf16_load(q[r_199 + 512]);
        long row_184 = (long)get_local_id(0) % 32;
        long r_200 = r0 + row_184;
        float a_726 = tinyc_bf16_load(q[r_200 + 576]);
        long row_185 = (long)get_local_id(0) % 32;
        long r_201 = r0 + row_185;
        float a_727 = tinyc_bf16_load(q[r_201 + 640]);
        long row_186 = (long)get_local_id(0) % 32;
        long r_202 = r0 + row_186;
        float a_728 = tinyc_bf16_load(q[r_202 + 704]);
        long row_187 = (long)get_local_id(0) % 32;
        long r_203 = r0 + row_187;
        float a_729 = tinyc_bf16_load(q[r_203 + 768]);
        long row_188 = (long)get_local_id(0) % 32;
        long r_204 = r0 + row_188;
        float a_730 = tinyc_bf16_load(q[r_204 + 832]);
        long row_189 = (long)get_local_id(0) % 32;
        long r_205 = r0 + row_189;
        float a_731 = tinyc_bf16_load(q[r_205 + 896]);
        long row_190 = (long)get_local_id(0) % 32;
        long r_206 = r0 + row_190;
        float a_732 = tinyc_bf16_load(q[r_206 + 960]);
        long col_6 = (long)get_local_id(0) % 32 / 16;
        long row_191 = (long)get_local_id(0) % 32 % 16;
        float a_733 = 0.0f;
        if (col_6 < 8) {
            a_733 = tinyc_bf16_load(s[row_191 + col_6 * 16]);
        }
        long col_7 = (long)get_local_id(0) % 32 / 16 + 2;
        long row_192 = (long)get_local_id(0) % 32 % 16;
        float a_734 = 0.0f;
        if (col_7 < 8) {
            a_734 = tinyc_bf16_load(s[row_192 + col_7 * 16]);
        }
        long col_8 = (long)get_local_id(0) % 32 / 16 + 4;
        long row_193 = (long)get_local_id(0) % 32 % 16;
        float a_735 = 0.0f;
        if (col_8 < 8) {
            a_735 = tinyc_bf16_load(s[row_193 + col_8 * 16]);
        }
        long col_9 = (long)get_local_id(0) % 32 / 16 + 6;
        long row_194 = (long)get_local_id(0) % 32 % 16;
        float a_736 = 0.0f;
        if (col_9 < 8) {
            a_736 = tinyc_bf16_load(s[row_194 + col_9 * 16]);
        }
        float a_737 = tinyc_bf16_load(s[0]);
        float a_738 = tinyc_bf16_load(s[1]);
        float a_739 = tinyc_bf16_load(s[2]);
        float a_740 = tinyc_bf16_load(s[3]);
        float a_741 = tinyc_bf16_load(s[4]);
        float a_742 = tinyc_bf16_load(s[5]);
        float a_743 = tinyc_bf16_load(s[6]);
        float a_744 = tinyc_bf16_load(s[7]);
        float a_745 = tinyc_bf16_load(s[8]);
        float a_746 = tinyc_bf16_load(s[9]);
        float a_747 = tinyc_bf16_load(s[10]);
        float a_748 = tinyc_bf16_load(s[11]);
        float a_749 = tinyc_bf16_load(s[12]);
        float a_750 = tinyc_bf16_load(s[13]);
        float a_751 = tinyc_bf16_load(s[14]);
        float a_752 = tinyc_bf16_load(s[15]);
        float acc_34 = -1.0f + (float)a_717 * (float)a_737 + (float)a_718 * (float)a_738 + (float)a_719 * (float)a_739 + (float)a_720 * (float)a_740 + (float)a_721 * (float)a_741 + (float)a_722 * (float)a_742 + (float)a_723 * (float)a_743 + (float)a_724 * (float)a_744 + (float)a_725 * (float)a_745 + (float)a_726 * (float)a_746 + (float)a_727 * (float)a_747 + (float)a_728 * (float)a_748 + (float)a_729 * (float)a_749 + (float)a_730 * (float)a_750 + (float)a_731 * (float)a_751 + (float)a_732 * (float)a_752;
        float a_753 = tinyc_bf16_load(s[16]);
        float a_754 = tinyc_bf16_load(s[17]);
        float a_755 = tinyc_bf16_load(s[18]);
        float a_756 = tinyc_bf16_load(s[19]);
        float a_757 = tinyc_bf16_load(s[20]);
        float a_758 = tinyc_bf16_load(s[21]);
        float a_759 = tinyc_bf16_load(s[22]);
        float a_760 = tinyc_bf16_load(s[23]);
        float a_761 = tinyc_bf16_load(s[24]);
        float a_762 = tinyc_bf16_load(s[25]);
        float a_763 = tinyc_bf16_load(s[26]);
        float a_764 = tinyc_bf16_load(s[27]);
        float a_765 = tinyc_bf16_load(s[28]);
        float a_766 = tinyc_bf16_load(s[29]);
        float a_767 = tinyc_bf16_load(s[30]);
        float a_768 = tinyc_bf16_load(s[31]);
        float acc_35 = -1.0f + (float)a_717 * (float)a_753 + (float)a_718 * (float)a_754 + (float)a_719 * (float)a_755 + (float)a_720 * (float)a_756 + (float)a_721 * (float)a_757 + (float)a_722 * (float)a_758 + (float)a_723 * (float)a_759 + (float)a_724 * (float)a_760 + (float)a_725 * (float)a_761 + (float)a_726 * (float)a_762 + (float)a_727 * (float)a_763 + (float)a_728 * (float)a_764 + (float)a_729 * (float)a_765 + (float)a_730 * (float)a_766 + (float)a_731 * (float)a_767 + (float)a_732 * (float)a_768;
        float a_769 = tinyc_bf16_load(s[32]);
        float a_770 = tinyc_bf16_load(s[33]);
        float a_771 = tinyc_bf16_load(s[34]);
        float a_772 = tinyc_bf16_load(s[35]);
        float a_773 = tinyc_bf16_load(s[36]);
        float a_774 = tinyc_bf16_load(s[37]);
        float a_775 = tinyc_bf16_load(s[38]);
        float a_776 = tinyc_bf16_load(s[39]);
        float a_777 = tinyc_bf16_load(s[40]);
        float a_778 = tinyc_bf16_load(s[41]);
        float a_779 = tinyc_bf16_load(s[42]);
        float a_780 = tinyc_bf16_load(s[43]);
        float a_781 = tinyc_bf16_load(s[44]);
        float a_782 = tinyc_bf16_load(s[45]);
        float a_783 = tinyc_bf16_load(s[46]);
        float a_784 = tinyc_bf16_load(s[47]);
        float acc_36 = -1.0f + (float)a_717 * (float)a_769 + (float)a_718 * (float)a_770 + (float)a_719 * (float)a_771 + (float)a_720 * (float)a_772 + (float)a_721 * (float)a_773 + (float)a_722 * (float)a_774 + (float)a_723 * (float)a_775 + (float)a_724 * (float)a_776 + (float)a_725 * (float)a_777 + (float)a_726 * (float)a_778 + (float)a_727 * (float)a_779 + (float)a_728 * (float)a_780 + (float)a_729 * (float)a_781 + (float)a_730 * (float)a_782 + (float)a_731 * (float)a_783 + (float)a_732 * (float)a_784;
        float a_785 = tinyc_bf16_load(s[48]);
        float a_786 = tinyc_bf16_load(s[49]);
        float a_787 = tinyc_bf16_load(s[50]);
        float a_788 = tinyc_bf16_load(s[51]);
        float a_789 = tinyc_bf16_load(s[52]);
        float a_790 = tinyc_bf16_load(s[53]);
        float a_791 = tinyc_bf16_load(s[54]);
        float a_792 = tinyc_bf16_load(s[55]);
        float a_793 = tinyc_bf16_load(s[56]);
        float a_794 = tinyc_bf16_load(s[57]);
        float a_795 = tinyc_bf16_load(s[58]);
        float a_796 = tinyc_bf16_load(s[59]);
        float a_797 = tinyc_bf16_load(s[60]);
        float a_798 = tinyc_bf16_load(s[61]);
        float a_799 = tinyc_bf16_load(s[62]);
        float a_800 = tinyc_bf16_load(s[63]);
        float acc_37 = -1.0f + (float)a_717 * (float)a_785 + (float)a_718 * (float)a_786 + (float)a_719 * (float)a_787 + (float)a_720 * (float)a_788 + (float)a_721 * (float)a_789 + (float)a_722 * (float)a_790 + (float)a_723 * (float)a_791 + (float)a_724 * (float)a_792 + (float)a_725 * (float)a_793 + (float)a_726 * (float)a_794 + (float)a_727 * (float)a_795 + (float)a_728 * (float)a_796 + (float)a_729 * (float)a_797 + (float)a_730 * (float)a_798 + (float)a_731 * (float)a_799 + (float)a_732 * (float)a_800;
        float a_801 = tinyc_bf16_load(s[64]);
        float a_802 = tinyc_bf16_load(s[65]);
        float a_803 = tinyc_bf16_load(s[66]);
        float a_804 = tinyc_bf16_load(s[67]);
        float a_805 = tinyc_bf16_load(s[68]);
        float a_806 = tinyc_bf16_load(s[69]);
        float a_807 = tinyc_bf16_load(s[70]);
        float a_808 = tinyc_bf16_load(s[71]);
        float a_809 = tinyc_bf16_load(s[72]);
        float a_810 = tinyc_bf16_load(s[73]);
        float a_811 = tinyc_bf16_load(s[74]);
        float a_812 = tinyc_bf16_load(s[75]);
        float a_813 = tinyc_bf16_load(s[76]);
        float a_814 = tinyc_bf16_load(s[77]);
        float a_815 = tinyc_bf16_load(s[78]);
        float a_816 = tinyc_bf16_load(s[79]);
        float acc_38 = -1.0f + (float)a_717 * (float)a_801 + (float)a_718 * (float)a_802 + (float)a_719 * (float)a_803 + (float)a_720 * (float)a_804 + (float)a_721 * (float)a_805 + (float)a_722 * (float)a_806 + (float)a_723 * (float)a_807 + (float)a_724 * (float)a_808 + (float)a_725 * (float)a_809 + (float)a_726 * (float)a_810 + (float)a_727 * (float)a_811 + (float)a_728 * (float)a_812 + (float)a_729 * (float)a_813 + (float)a_730 * (float)a_814 + (float)a_731 * (float)a_815 + (float)a_732 * (float)a_816;
        float a_817 = tinyc_bf16_load(s[80]);
        float a_818 = tinyc_bf16_load(s[81]);
        float a_819 = tinyc_bf16_load(s[82]);
        float a_820 = tinyc_bf16_load(s[83]);
        float a_821 = tinyc_bf16_load(s[84]);
        float a_822 = tinyc_bf16_load(s[85]);
        float a_823 = tinyc_bf16_load(s[86]);
        float a_824 = tinyc_bf16_load(s[87]);
        float a_825 = tinyc_bf16_load(s[88]);
        float a_826 = tinyc_bf16_load(s[89]);
        float a_827 = tinyc_bf16_load(s[90]);
        float a_828 = tinyc_bf16_load(s[91]);
        float a_829 = tinyc_bf16_load(s[92]);
        float a_830 = tinyc_bf16_load(s[93]);
        float a_831 = tinyc_bf16_load(s[94]);
        float a_832 = tinyc_bf16_load(s[95]);
        float acc_39 = -1.0f + (float)a_717 * (float)a_817 + (float)a_718 * (float)a_818 + (float)a_719 * (float)a_819 + (float)a_720 * (float)a_820 + (float)a_721 * (float)a_821 + (float)a_722 * (float)a_822 + (float)a_723 * (float)a_823 + (float)a_724 * (float)a_824 + (float)a_725 * (float)a_825 + (float)a_726 * (float)a_826 + (float)a_727 * (float)a_827 + (float)a_728 * (float)a_828 + (float)a_729 * (float)a_829 + (float)a_730 * (float)a_830 + (float)a_731 * (float)a_831 + (float)a_732 * (float)a_832;
        float a_833 = tinyc_bf16_load(s[96]);
        float a_834 = tinyc_bf16_load(s[97]);
        float a_835 = tinyc_bf16_load(s[98]);
        float a_836 = tinyc_bf16_load(s[99]);
        float a_837 = tinyc_bf16_load(s[100]);
        float a_838 = tinyc_bf16_load(s[101]);
        float a_839 = tinyc_bf16_load(s[102]);
        float a_840 = tinyc_bf16_load(s[103]);
        float a_841 = tinyc_bf16_load(s[104]);
        float a_842 = tinyc_bf16_load(s[105]);
        float a_843 = tinyc_bf16_load(s[106]);
        float a_844 = tinyc_bf16_load(s[107]);
        float a_845 = tinyc_bf16_load(s[108]);
        float a_846 = tinyc_bf16_load(s[109]);
        float a_847 = tinyc_bf16_load(s[110]);
        float a_848 = tinyc_bf16_load(s[111]);
        float acc_40 = -1.0f + (float)a_717 * (float)a_833 + (float)a_718 * (float)a_834 + (float)a_719 * (float)a_835 + (float)a_720 * (float)a_836 + (float)a_721 * (float)a_837 + (float)a_722 * (float)a_838 + (float)a_723 * (float)a_839 + (float)a_724 * (float)a_840 + (float)a_725 * (float)a_841 + (float)a_726 * (float)a_842 + (float)a_727 * (float)a_843 + (float)a_728 * (float)a_844 + (float)a_729 * (float)a_845 + (float)a_730 * (float)a_846 + (float)a_731 * (float)a_847 + (float)a_732 * (float)a_848;
        float a_849 = tinyc_bf16_load(s[112]);
        float a_850 = tinyc_bf16_load(s[113]);
        float a_851 = tinyc_bf16_load(s[114]);
        float a_852 = tinyc_bf16_load(s[115]);
        float a_853 = tinyc_bf16_load(s[116]);
        float a_854 = tinyc_bf16_load(s[117]);
        float a_855 = tinyc_bf16_load(s[118]);
        float a_856 = tinyc_bf16_load(s[119]);
        float a_857 = tinyc_bf16_load(s[120]);
        float a_858 = tinyc_bf16_load(s[121]);
        float a_859 = tinyc_bf16_load(s[122]);
        float a_860 = tinyc_bf16_load(s[123]);
        float a_861 = tinyc_bf16_load(s[124]);
        float a_862 = tinyc_bf16_load(s[125]);
        float a_863 = tinyc_bf16_load(s[126]);
        float a_864 = tinyc_bf16_load(s[127]);
        float acc_41 = -1.0f + (float)a_717 * (float)a_849 + (float)a_718 * (float)a_850 + (float)a_719 * (float)a_851 + (float)a_720 * (float)a_852 + (float)a_721 * (float)a_853 + (float)a_722 * (float)a_854 + (float)a_723 * (float)a_855 + (float)a_724 * (float)a_856 + (float)a_725 * (float)a_857 + (float)a_726 * (float)a_858 + (float)a_727 * (float)a_859 + (float)a_728 * (float)a_860 + (float)a_729 * (float)a_861 + (float)a_730 * (float)a_862 + (float)a_731 * (float)a_863 + (float)a_732 * (float)a_864;
        bres = acc_34;
        bres_1 = acc_35;
        bres_2 = acc_36;
        bres_3 = acc_37;
        bres_4 = acc_38;
        bres_5 = acc_39;
        bres_6 = acc_40;
        bres_7 = acc_41;
    } else {
        bres = -1.0f;
        bres_1 = -1.0f;
        bres_2 = -1.0f;
        bres_3 = -1.0f;
        bres_4 = -1.0f;
        bres_5 = -1.0f;
        bres_6 = -1.0f;
        bres_7 = -1.0f;
    }
    long row_195 = (long)get_local_id(0) % 32;
    long r_207 = r0 + row_195;
    z[r_207] = bres;
    long row_196 = (long)get_local_id(0) % 32;
    long r_208 = r0 + row_196;
    z[r_208 + 64] = bres_1;
    long row_197 = (long)get_local_id(0) % 32;
    long r_209 = r0 + row_197;
    z[r_209 + 128] = bres_2;
    long row_198 = (long)get_local_id(0) % 32;
    long r_210 = r0 + row_198;
    z[r_210 + 192] = bres_3;
    long row_199 = (long)get_local_id(0) % 32;
    long r_211 = r0 + row_199;
    z[r_211 + 256] = bres_4;
    long row_200 = (long)get_local_id(0) % 32;
    long r_212 = r0 + row_200;
    z[r_212 + 320] = bres_5;
    long row_201 = (long)get_local_id(0) % 32;
    long r_213 = r0 + row_201;
    z[r_213 + 384] = bres_6;
    long row_202 = (long)get_local_id(0) % 32;
    long r_214 = r0 + row_202;
    z[r_214 + 448] = bres_7;
    long row_203 = (long)get_local_id(0) % 32;
    long r_215 = r0 + row_203;
    float a_865 = f[r_215];
    long row_204 = (long)get_local_id(0) % 32;
    long r_216 = r0 + row_204;
    float a_866 = f[r_216 + 64];
    long row_205 = (long)get_local_id(0) % 32;
    long r_217 = r0 + row_205;
    float a_867 = f[r_217 + 128];
    long row_206 = (long)get_local_id(0) % 32;
    long r_218 = r0 + row_206;
    float a_868 = f[r_218 + 192];
    long row_207 = (long)get_local_id(0) % 32;
    long r_219 = r0 + row_207;
    float a_869 = f[r_219 + 256];
    long row_208 = (long)get_local_id(0) % 32;
    long r_220 = r0 + row_208;
    float a_870 = f[r_220 + 320];
    long row_209 = (long)get_local_id(0) % 32;
    long r_221 = r0 + row_209;
    float a_871 = f[r_221 + 384];
    long row_210 = (long)get_local_id(0) % 32;
    long r_222 = r0 + row_210;
    float a_872 = f[r_222 + 448];
    long row_211 = (long)get_local_id(0) % 32;
    long r_223 = r0 + row_211;
    float a_873 = f[r_223 + 512];
    long row_212 = (long)get_local_id(0) % 32;
    long r_224 = r0 + row_212;
    float a_874 = f[r_224 + 576];
    long row_213 = (long)get_local_id(0) % 32;
    long r_225 = r0 + row_213;
    float a_875 = f[r_225 + 640];
    long row_214 = (long)get_local_id(0) % 32;
    long r_226 = r0 + row_214;
    float a_876 = f[r_226 + 704];
    long row_215 = (long)get_local_id(0) % 32;
    long r_227 = r0 + row_215;
    float a_877 = f[r_227 + 768];
    long row_216 = (long)get_local_id(0) % 32;
    long r_228 = r0 + row_216;
    float a_878 = f[r_228 + 832];
    long row_217 = (long)get_local_id(0) % 32;
    long r_229 = r0 + row_217;
    float a_879 = f[r_229 + 896];
    long row_218 = (long)get_local_id(0) % 32;
    long r_230 = r0 + row_218;
    float a_880 = f[r_230 + 960];
    float fa16 = tinyc_f16(a_865);
    float fa16_1 = tinyc_f16(a_866);
    float fa16_2 = tinyc_f16(a_867);
    float fa16_3 = tinyc_f16(a_868);
    float fa16_4 = tinyc_f16(a_869);
    float fa16_5 = tinyc_f16(a_870);
    float fa16_6 = tinyc_f16(a_871);
    float fa16_7 = tinyc_f16(a_872);
    float fa16_8 = tinyc_f16(a_873);
    float fa16_9 = tinyc_f16(a_874);
    float fa16_10 = tinyc_f16(a_875);
    float fa16_11 = tinyc_f16(a_876);
    float fa16_12 = tinyc_f16(a_877);
    float fa16_13 = tinyc_f16(a_878);
    float fa16_14 = tinyc_f16(a_879);
    float fa16_15 = tinyc_f16(a_880);
    long col_10 = (long)get_local_id(0) % 32 / 16;
    long row_219 = (long)get_local_id(0) % 32 % 16;
    float a_881 = 0.0f;
    if (col_10 < 8) {
        a_881 = tinyc_f16_load(((global ushort*)w)[row_219 + col_10 * 16]);
    }
    long col_11 = (long)get_local_id(0) % 32 / 16 + 2;
    long row_220 = (long)get_local_id(0) % 32 % 16;
    float a_882 = 0.0f;
    if (col_11 < 8) {
        a_882 = tinyc_f16_load(((global ushort*)w)[row_220 + col_11 * 16]);
    }
    long col_12 = (long)get_local_id(0) % 32 / 16 + 4;
    long row_221 = (long)get_local_id(0) % 32 % 16;
    float a_883 = 0.0f;
    if (col_12 < 8) {
        a_883 = tinyc_f16_load(((global ushort*)w)[row_221 + col_12 * 16]);
    }
    long col_13 = (long)get_local_id(0) % 32 / 16 + 6;
    long row_222 = (long)get_local_id(0) % 32 % 16;
    float a_884 = 0.0f;
    if (col_13 < 8) {
        a_884 = tinyc_f16_load(((global ushort*)w)[row_222 + col_13 * 16]);
    }
    int lane = (int)((long)get_local_id(0) % 32);
    long lanei = (long)lane;
    long row_223 = (long)((ulong)r0 + (ulong)lanei);
    x[row_223] = 0.0;
    long sg_matrix_1 = ((long)get_local_id(0) / 32 + (long)get_local_id(1)) * 512;
    long sg_matrix_2 = ((long)get_local_id(0) / 32 + (long)get_local_id(1)) * 128;
    barrier(CLK_LOCAL_MEM_FENCE);
    long row_224 = (long)get_local_id(0) % 32;
    ((local ushort*)(local half*)stack)[sg_matrix_1 + row_224] = tinyc_f16_bits(fa16);
    long row_225 = (long)get_local_id(0) % 32;
    ((local ushort*)(local half*)stack)[sg_matrix_1 + (row_225 + 32)] = tinyc_f16_bits(fa16_1);
    long row_226 = (long)get_local_id(0) % 32;
    ((local ushort*)(local half*)stack)[sg_matrix_1 + (row_226 + 64)] = tinyc_f16_bits(fa16_2);
    long row_227 = (long)get_local_id(0) % 32;
    ((local ushort*)(local half*)stack)[sg_matrix_1 + (row_227 + 96)] = tinyc_f16_bits(fa16_3);
    long row_228 = (long)get_local_id(0) % 32;
    ((local ushort*)(local half*)stack)[sg_matrix_1 + (row_228 + 128)] = tinyc_f16_bits(fa16_4);
    long row_229 = (long)get_local_id(0) % 32;
    ((local ushort*)(local half*)stack)[sg_matrix_1 + (row_229 + 160)] = tinyc_f16_bits(fa16_5);
    long row_230 = (long)get_local_id(0) % 32;
    ((local ushort*)(local half*)stack)[sg_matrix_1 + (row_230 + 192)] = tinyc_f16_bits(fa16_6);
    long row_231 = (long)get_local_id(0) % 32;
    ((local ushort*)(local half*)stack)[sg_matrix_1 + (row_231 + 224)] = tinyc_f16_bits(fa16_7);
    long row_232 = (long)get_local_id(0) % 32;
    ((local ushort*)(local half*)stack)[sg_matrix_1 + (row_232 + 256)] = tinyc_f16_bits(fa16_8);
    long row_233 = (long)get_local_id(0) % 32;
    ((local ushort*)(local half*)stack)[sg_matrix_1 + (row_233 + 288)] = tinyc_f16_bits(fa16_9);
    long row_234 = (long)get_local_id(0) % 32;
    ((local ushort*)(local half*)stack)[sg_matrix_1 + (row_234 + 320)] = tinyc_f16_bits(fa16_10);
    long row_235 = (long)get_local_id(0) % 32;
    ((local ushort*)(local half*)stack)[sg_matrix_1 + (row_235 + 352)] = tinyc_f16_bits(fa16_11);
    long row_236 = (long)get_local_id(0) % 32;
    ((local ushort*)(local half*)stack)[sg_matrix_1 + (row_236 + 384)] = tinyc_f16_bits(fa16_12);
    long row_237 = (long)get_local_id(0) % 32;
    ((local ushort*)(local half*)stack)[sg_matrix_1 + (row_237 + 416)] = tinyc_f16_bits(fa16_13);
    long row_238 = (long)get_local_id(0) % 32;
    ((local ushort*)(local half*)stack)[sg_matrix_1 + (row_238 + 448)] = tinyc_f16_bits(fa16_14);
    long row_239 = (long)get_local_id(0) % 32;
    ((local ushort*)(local half*)stack)[sg_matrix_1 + (row_239 + 480)] = tinyc_f16_bits(fa16_15);
    long col_14 = (long)get_local_id(0) % 32 / 16;
    long row_240 = (long)get_local_id(0) % 32 % 16;
    if (col_14 < 8) {
        ((local ushort*)(local half*)(stack + 2048))[sg_matrix_2 + (row_240 + col_14 * 16)] = tinyc_f16_bits(a_881);
    }
    long col_15 = (long)get_local_id(0) % 32 / 16 + 2;
    long row_241 = (long)get_local_id(0) % 32 % 16;
    if (col_15 < 8) {
        ((local ushort*)(local half*)(stack + 2048))[sg_matrix_2 + (row_241 + col_15 * 16)] = tinyc_f16_bits(a_882);
    }
    long col_16 = (long)get_local_id(0) % 32 / 16 + 4;
    long row_242 = (long)get_local_id(0) % 32 % 16;
    if (col_16 < 8) {
        ((local ushort*)(local half*)(stack + 2048))[sg_matrix_2 + (row_242 + col_16 * 16)] = tinyc_f16_bits(a_883);
    }
    long col_17 = (long)get_local_id(0) % 32 / 16 + 6;
    long row_243 = (long)get_local_id(0) % 32 % 16;
    if (col_17 < 8) {
        ((local ushort*)(local half*)(stack + 2048))[sg_matrix_2 + (row_243 + col_17 * 16)] = tinyc_f16_bits(a_884);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long row_244 = (long)get_local_id(0) % 32;
    float acc_42 = 1.0f;
    #pragma unroll
    for (long p_1 = 0; p_1 < 16; ++p_1) {
        acc_42 += (float)tinyc_f16_load(((local ushort*)(local half*)stack)[sg_matrix_1 + (row_244 + p_1 * 32)]) * (float)tinyc_f16_load(((local ushort*)(local half*)(stack + 2048))[sg_matrix_2 + p_1]);
    }
    long row_245 = (long)get_local_id(0) % 32;
    float acc_43 = 1.0f;
    #pragma unroll
    for (long p_2 = 0; p_2 < 16; ++p_2) {
        acc_43 += (float)tinyc_f16_load(((local ushort*)(local half*)stack)[sg_matrix_1 + (row_245 + p_2 * 32)]) * (float)tinyc_f16_load(((local ushort*)(local half*)(stack + 2048))[sg_matrix_2 + (p_2 + 16)]);
    }
    long row_246 = (long)get_local_id(0) % 32;
    float acc_44 = 1.0f;
    #pragma unroll
    for (long p_3 = 0; p_3 < 16; ++p_3) {
        acc_44 += (float)tinyc_f16_load(((local ushort*)(local half*)stack)[sg_matrix_1 + (row_246 + p_3 * 32)]) * (float)tinyc_f16_load(((local ushort*)(local half*)(stack + 2048))[sg_matrix_2 + (p_3 + 32)]);
    }
    long row_247 = (long)get_local_id(0) % 32;
    float acc_45 = 1.0f;
    #pragma unroll
    for (long p_4 = 0; p_4 < 16; ++p_4) {
        acc_45 += (float)tinyc_f16_load(((local ushort*)(local half*)stack)[sg_matrix_1 + (row_247 + p_4 * 32)]) * (float)tinyc_f16_load(((local ushort*)(local half*)(stack + 2048))[sg_matrix_2 + (p_4 + 48)]);
    }
    long row_248 = (long)get_local_id(0) % 32;
    float acc_46 = 1.0f;
    #pragma unroll
    for (long p_5 = 0; p_5 < 16; ++p_5) {
        acc_46 += (float)tinyc_f16_load(((local ushort*)(local half*)stack)[sg_matrix_1 + (row_248 + p_5 * 32)]) * (float)tinyc_f16_load(((local ushort*)(local half*)(stack + 2048))[sg_matrix_2 + (p_5 + 64)]);
    }
    long row_249 = (long)get_local_id(0) % 32;
    float acc_47 = 1.0f;
    #pragma unroll
    for (long p_6 = 0; p_6 < 16; ++p_6) {
        acc_47 += (float)tinyc_f16_load(((local ushort*)(local half*)stack)[sg_matrix_1 + (row_249 + p_6 * 32)]) * (float)tinyc_f16_load(((local ushort*)(local half*)(stack + 2048))[sg_matrix_2 + (p_6 + 80)]);
    }
    long row_250 = (long)get_local_id(0) % 32;
    float acc_48 = 1.0f;
    #pragma unroll
    for (long p_7 = 0; p_7 < 16; ++p_7) {
        acc_48 += (float)tinyc_f16_load(((local ushort*)(local half*)stack)[sg_matrix_1 + (row_250 + p_7 * 32)]) * (float)tinyc_f16_load(((local ushort*)(local half*)(stack + 2048))[sg_matrix_2 + (p_7 + 96)]);
    }
    long row_251 = (long)get_local_id(0) % 32;
    float acc_49 = 1.0f;
    #pragma unroll
    for (long p_8 = 0; p_8 < 16; ++p_8) {
        acc_49 += (float)tinyc_f16_load(((local ushort*)(local half*)stack)[sg_matrix_1 + (row_251 + p_8 * 32)]) * (float)tinyc_f16_load(((local ushort*)(local half*)(stack + 2048))[sg_matrix_2 + (p_8 + 112)]);
    }
    long row_252 = (long)get_local_id(0) % 32;
    long r_231 = r0 + row_252;
    v[r_231] = acc_42;
    long row_253 = (long)get_local_id(0) % 32;
    long r_232 = r0 + row_253;
    v[r_232 + 64] = acc_43;
    long row_254 = (long)get_local_id(0) % 32;
    long r_233 = r0 + row_254;
    v[r_233 + 128] = acc_44;
    long row_255 = (long)get_local_id(0) % 32;
    long r_234 = r0 + row_255;
    v[r_234 + 192] = acc_45;
    long row_256 = (long)get_local_id(0) % 32;
    long r_235 = r0 + row_256;
    v[r_235 + 256] = acc_46;
    long row_257 = (long)get_local_id(0) % 32;
    long r_236 = r0 + row_257;
    v[r_236 + 320] = acc_47;
    long row_258 = (long)get_local_id(0) % 32;
    long r_237 = r0 + row_258;
    v[r_237 + 384] = acc_48;
    long row_259 = (long)get_local_id(0) % 32;
    long r_238 = r0 + row_259;
    v[r_238 + 448] = acc_49;
    long row_260 = (long)get_local_id(0) % 32;
    long r_239 = r0 + row_260;
    double a_885 = a[r_239 + 512];
    long row_261 = (long)get_local_id(0) % 32;
    long r_240 = r0 + row_261;
    double a_886 = a[r_240 + 576];
    long row_262 = (long)get_local_id(0) % 32;
    long r_241 = r0 + row_262;
    double a_887 = a[r_241 + 640];
    long row_263 = (long)get_local_id(0) % 32;
    long r_242 = r0 + row_263;
    double a_888 = a[r_242 + 704];
    long row_264 = (long)get_local_id(0) % 32;
    long r_243 = r0 + row_264;
    double a_889 = a[r_243 + 768];
    long row_265 = (long)get_local_id(0) % 32;
    long r_244 = r0 + row_265;
    double a_890 = a[r_244 + 832];
    long row_266 = (long)get_local_id(0) % 32;
    long r_245 = r0 + row_266;
    double a_891 = a[r_245 + 896];
    long row_267 = (long)get_local_id(0) % 32;
    long r_246 = r0 + row_267;
    double a_892 = a[r_246 + 960];
    long col_18 = (long)get_local_id(0) % 32 / 8;
    long row_268 = (long)get_local_id(0) % 32 % 8;
    long q_56 = 8 + col_18;
    double a_893 = 0.0;
    if (col_18 < 8) {
        a_893 = b[row_268 + q_56 * 24];
    }
    long col_19 = (long)get_local_id(0) % 32 / 8 + 4;
    long row_269 = (long)get_local_id(0) % 32 % 8;
    long q_57 = 8 + col_19;
    double a_894 = 0.0;
    if (col_19 < 8) {
        a_894 = b[row_269 + q_57 * 24];
    }
    double a_895 = b[192];
    double a_896 = b[193];
    double a_897 = b[194];
    double a_898 = b[195];
    double a_899 = b[196];
    double a_900 = b[197];
    double a_901 = b[198];
    double a_902 = b[199];
    double acc_50 = 2.0 + a_885 * a_895 + a_886 * a_896 + a_887 * a_897 + a_888 * a_898 + a_889 * a_899 + a_890 * a_900 + a_891 * a_901 + a_892 * a_902;
    double a_903 = b[216];
    double a_904 = b[217];
    double a_905 = b[218];
    double a_906 = b[219];
    double a_907 = b[220];
    double a_908 = b[221];
    double a_909 = b[222];
    double a_910 = b[223];
    double acc_51 = 2.0 + a_885 * a_903 + a_886 * a_904 + a_887 * a_905 + a_888 * a_906 + a_889 * a_907 + a_890 * a_908 + a_891 * a_909 + a_892 * a_910;
    double a_911 = b[240];
    double a_912 = b[241];
    double a_913 = b[242];
    double a_914 = b[243];
    double a_915 = b[244];
    double a_916 = b[245];
    double a_917 = b[246];
    double a_918 = b[247];
    double acc_52 = 2.0 + a_885 * a_911 + a_886 * a_912 + a_887 * a_913 + a_888 * a_914 + a_889 * a_915 + a_890 * a_916 + a_891 * a_917 + a_892 * a_918;
    double a_919 = b[264];
    double a_920 = b[265];
    double a_921 = b[266];
    double a_922 = b[267];
    double a_923 = b[268];
    double a_924 = b[269];
    double a_925 = b[270];
    double a_926 = b[271];
    double acc_53 = 2.0 + a_885 * a_919 + a_886 * a_920 + a_887 * a_921 + a_888 * a_922 + a_889 * a_923 + a_890 * a_924 + a_891 * a_925 + a_892 * a_926;
    double a_927 = b[288];
    double a_928 = b[289];
    double a_929 = b[290];
    double a_930 = b[291];
    double a_931 = b[292];
    double a_932 = b[293];
    double a_933 = b[294];
    double a_934 = b[295];
    double acc_54 = 2.0 + a_885 * a_927 + a_886 * a_928 + a_887 * a_929 + a_888 * a_930 + a_889 * a_931 + a_890 * a_932 + a_891 * a_933 + a_892 * a_934;
    double a_935 = b[312];
    double a_936 = b[313];
    double a_937 = b[314];
    double a_938 = b[315];
    double a_939 = b[316];
    double a_940 = b[317];
    double a_941 = b[318];
    double a_942 = b[319];
    double acc_55 = 2.0 + a_885 * a_935 + a_886 * a_936 + a_887 * a_937 + a_888 * a_938 + a_889 * a_939 + a_890 * a_940 + a_891 * a_941 + a_892 * a_942;
    double a_943 = b[336];
    double a_944 = b[337];
    double a_945 = b[338];
    double a_946 = b[339];
    double a_947 = b[340];
    double a_948 = b[341];
    double a_949 = b[342];
    double a_950 = b[343];
    double acc_56 = 2.0 + a_885 * a_943 + a_886 * a_944 + a_887 * a_945 + a_888 * a_946 + a_889 * a_947 + a_890 * a_948 + a_891 * a_949 + a_892 * a_950;
    double a_951 = b[360];
    double a_952 = b[361];
    double a_953 = b[362];
    double a_954 = b[363];
    double a_955 = b[364];
    double a_956 = b[365];
    double a_957 = b[366];
    double a_958 = b[367];
    double acc_57 = 2.0 + a_885 * a_951 + a_886 * a_952 + a_887 * a_953 + a_888 * a_954 + a_889 * a_955 + a_890 * a_956 + a_891 * a_957 + a_892 * a_958;
    double e2 = acc_52;
    x[row_223] = e2;
    long row_270 = (long)get_local_id(0) % 32;
    long q_58 = r0 + row_270;
    float a_959 = tinyc_f16_load(((global ushort*)h)[8 + q_58 * 32]);
    long row_271 = (long)get_local_id(0) % 32;
    long q_59 = r0 + row_271;
    float a_960 = tinyc_f16_load(((global ushort*)h)[9 + q_59 * 32]);
    long row_272 = (long)get_local_id(0) % 32;
    long q_60 = r0 + row_272;
    float a_961 = tinyc_f16_load(((global ushort*)h)[10 + q_60 * 32]);
    long row_273 = (long)get_local_id(0) % 32;
    long q_61 = r0 + row_273;
    float a_962 = tinyc_f16_load(((global ushort*)h)[11 + q_61 * 32]);
    long row_274 = (long)get_local_id(0) % 32;
    long q_62 = r0 + row_274;
    float a_963 = tinyc_f16_load(((global ushort*)h)[12 + q_62 * 32]);
    long row_275 = (long)get_local_id(0) % 32;
    long q_63 = r0 + row_275;
    float a_964 = tinyc_f16_load(((global ushort*)h)[13 + q_63 * 32]);
    long row_276 = (long)get_local_id(0) % 32;
    long q_64 = r0 + row_276;
    float a_965 = tinyc_f16_load(((global ushort*)h)[14 + q_64 * 32]);
    long row_277 = (long)get_local_id(0) % 32;
    long q_65 = r0 + row_277;
    float a_966 = tinyc_f16_load(((global ushort*)h)[15 + q_65 * 32]);
    long col_20 = (long)get_local_id(0) % 32 / 8;
    long row_278 = (long)get_local_id(0) % 32 % 8;
    long r_247 = 8 + row_278;
    long q_66 = 8 + col_20;
    float a_967 = 0.0f;
    if (col_20 < 8) {
        a_967 = tinyc_f16_load(((global ushort*)g)[r_247 + q_66 * 20]);
    }
    long col_21 = (long)get_local_id(0) % 32 / 8 + 4;
    long row_279 = (long)get_local_id(0) % 32 % 8;
    long r_248 = 8 + row_279;
    long q_67 = 8 + col_21;
    float a_968 = 0.0f;
    if (col_21 < 8) {
        a_968 = tinyc_f16_load(((global ushort*)g)[r_248 + q_67 * 20]);
    }
    float a_969 = tinyc_f16_load(((global ushort*)g)[168]);
    float a_970 = tinyc_f16_load(((global ushort*)g)[169]);
    float a_971 = tinyc_f16_load(((global ushort*)g)[170]);
    float a_972 = tinyc_f16_load(((global ushort*)g)[171]);
    float a_973 = tinyc_f16_load(((global ushort*)g)[172]);
    float a_974 = tinyc_f16_load(((global ushort*)g)[173]);
    float a_975 = tinyc_f16_load(((global ushort*)g)[174]);
    float a_976 = tinyc_f16_load(((global ushort*)g)[175]);
    float acc_58 = 0.0f + (float)a_959 * (float)a_969 + (float)a_960 * (float)a_970 + (float)a_961 * (float)a_971 + (float)a_962 * (float)a_972 + (float)a_963 * (float)a_973 + (float)a_964 * (float)a_974 + (float)a_965 * (float)a_975 + (float)a_966 * (float)a_976;
    float a_977 = tinyc_f16_load(((global ushort*)g)[188]);
    float a_978 = tinyc_f16_load(((global ushort*)g)[189]);
    float a_979 = tinyc_f16_load(((global ushort*)g)[190]);
    float a_980 = tinyc_f16_load(((global ushort*)g)[191]);
    float a_981 = tinyc_f16_load(((global ushort*)g)[192]);
    float a_982 = tinyc_f16_load(((global ushort*)g)[193]);
    float a_983 = tinyc_f16_load(((global ushort*)g)[194]);
    float a_984 = tinyc_f16_load(((global ushort*)g)[195]);
    float acc_59 = 0.0f + (float)a_959 * (float)a_977 + (float)a_960 * (float)a_978 + (float)a_961 * (float)a_979 + (float)a_962 * (float)a_980 + (float)a_963 * (float)a_981 + (float)a_964 * (float)a_982 + (float)a_965 * (float)a_983 + (float)a_966 * (float)a_984;
    float a_985 = tinyc_f16_load(((global ushort*)g)[208]);
    float a_986 = tinyc_f16_load(((global ushort*)g)[209]);
    float a_987 = tinyc_f16_load(((global ushort*)g)[210]);
    float a_988 = tinyc_f16_load(((global ushort*)g)[211]);
    float a_989 = tinyc_f16_load(((global ushort*)g)[212]);
    float a_990 = tinyc_f16_load(((global ushort*)g)[213]);
    float a_991 = tinyc_f16_load(((global ushort*)g)[214]);
    float a_992 = tinyc_f16_load(((global ushort*)g)[215]);
    float acc_60 = 0.0f + (float)a_959 * (float)a_985 + (float)a_960 * (float)a_986 + (float)a_961 * (float)a_987 + (float)a_962 * (float)a_988 + (float)a_963 * (float)a_989 + (float)a_964 * (float)a_990 + (float)a_965 * (float)a_991 + (float)a_966 * (float)a_992;
    float a_993 = tinyc_f16_load(((global ushort*)g)[228]);
    float a_994 = tinyc_f16_load(((global ushort*)g)[229]);
    float a_995 = tinyc_f16_load(((global ushort*)g)[230]);
    float a_996 = tinyc_f16_load(((global ushort*)g)[231]);
    float a_997 = tinyc_f16_load(((global ushort*)g)[232]);
    float a_998 = tinyc_f16_load(((global ushort*)g)[233]);
    float a_999 = tinyc_f16_load(((global ushort*)g)[234]);
    float a_1000 = tinyc_f16_load(((global ushort*)g)[235]);
    float acc_61 = 0.0f + (float)a_959 * (float)a_993 + (float)a_960 * (float)a_994 + (float)a_961 * (float)a_995 + (float)a_962 * (float)a_996 + (float)a_963 * (float)a_997 + (float)a_964 * (float)a_998 + (float)a_965 * (float)a_999 + (float)a_966 * (float)a_1000;
    float a_1001 = tinyc_f16_load(((global ushort*)g)[248]);
    float a_1002 = tinyc_f16_load(((global ushort*)g)[249]);
    float a_1003 = tinyc_f16_load(((global ushort*)g)[250]);
    float a_1004 = tinyc_f16_load(((global ushort*)g)[251]);
    float a_1005 = tinyc_f16_load(((global ushort*)g)[252]);
    float a_1006 = tinyc_f16_load(((global ushort*)g)[253]);
    float a_1007 = tinyc_f16_load(((global ushort*)g)[254]);
    float a_1008 = tinyc_f16_load(((global ushort*)g)[255]);
    float acc_62 = 0.0f + (float)a_959 * (float)a_1001 + (float)a_960 * (float)a_1002 + (float)a_961 * (float)a_1003 + (float)a_962 * (float)a_1004 + (float)a_963 * (float)a_1005 + (float)a_964 * (float)a_1006 + (float)a_965 * (float)a_1007 + (float)a_966 * (float)a_1008;
    float a_1009 = tinyc_f16_load(((global ushort*)g)[268]);
    float a_1010 = tinyc_f16_load(((global ushort*)g)[269]);
    float a_1011 = tinyc_f16_load(((global ushort*)g)[270]);
    float a_1012 = tinyc_f16_load(((global ushort*)g)[271]);
    float a_1013 = tinyc_f16_load(((global ushort*)g)[272]);
    float a_1014 = tinyc_f16_load(((global ushort*)g)[273]);
    float a_1015 = tinyc_f16_load(((global ushort*)g)[274]);
    float a_1016 = tinyc_f16_load(((global ushort*)g)[275]);
    float acc_63 = 0.0f + (float)a_959 * (float)a_1009 + (float)a_960 * (float)a_1010 + (float)a_961 * (float)a_1011 + (float)a_962 * (float)a_1012 + (float)a_963 * (float)a_1013 + (float)a_964 * (float)a_1014 + (float)a_965 * (float)a_1015 + (float)a_966 * (float)a_1016;
    float a_1017 = tinyc_f16_load(((global ushort*)g)[288]);
    float a_1018 = tinyc_f16_load(((global ushort*)g)[289]);
    float a_1019 = tinyc_f16_load(((global ushort*)g)[290]);
    float a_1020 = tinyc_f16_load(((global ushort*)g)[291]);
    float a_1021 = tinyc_f16_load(((global ushort*)g)[292]);
    float a_1022 = tinyc_f16_load(((global ushort*)g)[293]);
    float a_1023 = tinyc_f16_load(((global ushort*)g)[294]);
    float a_1024 = tinyc_f16_load(((global ushort*)g)[295]);
    float acc_64 = 0.0f + (float)a_959 * (float)a_1017 + (float)a_960 * (float)a_1018 + (float)a_961 * (float)a_1019 + (float)a_962 * (float)a_1020 + (float)a_963 * (float)a_1021 + (float)a_964 * (float)a_1022 + (float)a_965 * (float)a_1023 + (float)a_966 * (float)a_1024;
    float a_1025 = tinyc_f16_load(((global ushort*)g)[308]);
    float a_1026 = tinyc_f16_load(((global ushort*)g)[309]);
    float a_1027 = tinyc_f16_load(((global ushort*)g)[310]);
    float a_1028 = tinyc_f16_load(((global ushort*)g)[311]);
    float a_1029 = tinyc_f16_load(((global ushort*)g)[312]);
    float a_1030 = tinyc_f16_load(((global ushort*)g)[313]);
    float a_1031 = tinyc_f16_load(((global ushort*)g)[314]);
    float a_1032 = tinyc_f16_load(((global ushort*)g)[315]);
    float acc_65 = 0.0f + (float)a_959 * (float)a_1025 + (float)a_960 * (float)a_1026 + (float)a_961 * (float)a_1027 + (float)a_962 * (float)a_1028 + (float)a_963 * (float)a_1029 + (float)a_964 * (float)a_1030 + (float)a_965 * (float)a_1031 + (float)a_966 * (float)a_1032;
    long row_280 = (long)get_local_id(0) % 32;
    long r_249 = r0 + row_280;
    k1[r_249] = acc_58;
    long row_281 = (long)get_local_id(0) % 32;
    long r_250 = r0 + row_281;
    k1[r_250 + 64] = acc_59;
    long row_282 = (long)get_local_id(0) % 32;
    long r_251 = r0 + row_282;
    k1[r_251 + 128] = acc_60;
    long row_283 = (long)get_local_id(0) % 32;
    long r_252 = r0 + row_283;
    k1[r_252 + 192] = acc_61;
    long row_284 = (long)get_local_id(0) % 32;
    long r_253 = r0 + row_284;
    k1[r_253 + 256] = acc_62;
    long row_285 = (long)get_local_id(0) % 32;
    long r_254 = r0 + row_285;
    k1[r_254 + 320] = acc_63;
    long row_286 = (long)get_local_id(0) % 32;
    long r_255 = r0 + row_286;
    k1[r_255 + 384] = acc_64;
    long row_287 = (long)get_local_id(0) % 32;
    long r_256 = r0 + row_287;
    k1[r_256 + 448] = acc_65;
    long row_288 = (long)get_local_id(0) % 32;
    long r_257 = r0 + row_288;
    double a_1033 = a[r_257 + 512];
    long row_289 = (long)get_local_id(0) % 32;
    long r_258 = r0 + row_289;
    double a_1034 = a[r_258 + 576];
    long col_22 = (long)get_local_id(0) % 32 / 2;
    long row_290 = (long)get_local_id(0) % 32 % 2;
    long r_259 = 8 + row_290;
    double a_1035 = 0.0;
    if (col_22 < 8) {
        a_1035 = b[r_259 + col_22 * 24];
    }
    double a_1036 = b[8];
    double a_1037 = b[9];
    double acc_66 = 0.0 + a_1033 * a_1036 + a_1034 * a_1037;
    double a_1038 = b[32];
    double a_1039 = b[33];
    double acc_67 = 0.0 + a_1033 * a_1038 + a_1034 * a_1039;
    double a_1040 = b[56];
    double a_1041 = b[57];
    double acc_68 = 0.0 + a_1033 * a_1040 + a_1034 * a_1041;
    double a_1042 = b[80];
    double a_1043 = b[81];
    double acc_69 = 0.0 + a_1033 * a_1042 + a_1034 * a_1043;
    double a_1044 = b[104];
    double a_1045 = b[105];
    double acc_70 = 0.0 + a_1033 * a_1044 + a_1034 * a_1045;
    double a_1046 = b[128];
    double a_1047 = b[129];
    double acc_71 = 0.0 + a_1033 * a_1046 + a_1034 * a_1047;
    double a_1048 = b[152];
    double a_1049 = b[153];
    double acc_72 = 0.0 + a_1033 * a_1048 + a_1034 * a_1049;
    double a_1050 = b[176];
    double a_1051 = b[177];
    double acc_73 = 0.0 + a_1033 * a_1050 + a_1034 * a_1051;
    long row_291 = (long)get_local_id(0) % 32;
    long r_260 = r0 + row_291;
    k2[r_260] = acc_66;
    long row_292 = (long)get_local_id(0) % 32;
    long r_261 = r0 + row_292;
    k2[r_261 + 64] = acc_67;
    long row_293 = (long)get_local_id(0) % 32;
    long r_262 = r0 + row_293;
    k2[r_262 + 128] = acc_68;
    long row_294 = (long)get_local_id(0) % 32;
    long r_263 = r0 + row_294;
    k2[r_263 + 192] = acc_69;
    long row_295 = (long)get_local_id(0) % 32;
    long r_264 = r0 + row_295;
    k2[r_264 + 256] = acc_70;
    long row_296 = (long)get_local_id(0) % 32;
    long r_265 = r0 + row_296;
    k2[r_265 + 320] = acc_71;
    long row_297 = (long)get_local_id(0) % 32;
    long r_266 = r0 + row_297;
    k2[r_266 + 384] = acc_72;
    long row_298 = (long)get_local_id(0) % 32;
    long r_267 = r0 + row_298;
    k2[r_267 + 448] = acc_73;
}
