kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void arith_i8(global char* a, long a_shape0, global char* b, long b_shape0, global char* R, long R_shape1) {
    long n = a_shape0;
    char min_ = (char)(-127 - 1);
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0); i < n; i += 32) {
        char x = a[i];
        char y = b[i];
        char r0 = (char)(x + y);
        R[i * 26] = r0;
        char r1 = (char)(x - y);
        R[1 + i * 26] = r1;
        char r2 = (char)(x * y);
        R[2 + i * 26] = r2;
        char r3 = x / y;
        R[3 + i * 26] = r3;
        char r4 = x % (y + (char)(y == -1) * 2);
        R[4 + i * 26] = r4;
        char r5 = (char)(x << y);
        R[5 + i * 26] = r5;
        char r6 = x >> y;
        R[6 + i * 26] = r6;
        char r7 = x & y;
        R[7 + i * 26] = r7;
        char r8 = x | y;
        R[8 + i * 26] = r8;
        char r9 = x ^ y;
        R[9 + i * 26] = r9;
        char r10 = (char)-x;
        R[10 + i * 26] = r10;
        char r11 = ~x;
        R[11 + i * 26] = r11;
        char r12 = (char)(x + 100);
        R[12 + i * 26] = r12;
        char r13 = (char)(x - 100);
        R[13 + i * 26] = r13;
        char r14 = (char)(x * 127);
        R[14 + i * 26] = r14;
        char r15 = (char)(x << 7);
        R[15 + i * 26] = r15;
        char r16 = (char)(x << 36);
        R[16 + i * 26] = r16;
        char r17 = x >> 40;
        R[17 + i * 26] = r17;
        char r18 = x >> 100;
        R[18 + i * 26] = r18;
        char r19 = x / -7;
        R[19 + i * 26] = r19;
        char r20 = x % -7;
        R[20 + i * 26] = r20;
        char r21 = -7 % (y + (char)(y == -1) * 2);
        R[21 + i * 26] = r21;
        char r22 = (char)-min_;
        R[22 + i * 26] = r22;
        char r23 = (char)(min_ * -1);
        R[23 + i * 26] = r23;
        char r24 = (char)(min_ - y);
        R[24 + i * 26] = r24;
        char r25 = min_ >> y;
        R[25 + i * 26] = r25;
    }
}
