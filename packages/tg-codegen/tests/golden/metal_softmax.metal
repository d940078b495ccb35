#include <metal_stdlib>
using namespace metal;
kernel void softmax(device float* data0_64 [[buffer(0)]], device float* data1_64 [[buffer(1)]], uint3 gid [[threadgroup_position_in_grid]], uint3 lid [[thread_position_in_threadgroup]], uint3 tid [[thread_position_in_grid]]) {
  alignas(16) float acc0[1];
  alignas(16) float acc1[1];
  int gidx0 = gid.x; /* 64 */
  float val0 = *(data0_64+gidx0);
  *(acc0+0) = -INFINITY;
  *(acc1+0) = 0.0f;
  for (int Ridx0 = 0; Ridx0 < 64; Ridx0++) {
    float val1 = *(acc0+0);
    float val2 = *(data0_64+Ridx0);
    *(acc0+0) = ((val1<val2)|(val2!=val2))?val2:val1;
  }
  float val3 = *(acc0+0);
  float alu0 = val3*-1.0f;
  for (int Ridx1 = 0; Ridx1 < 64; Ridx1++) {
    float val4 = *(acc1+0);
    float val5 = *(data0_64+Ridx1);
    *(acc1+0) = val4+exp2((val5+alu0));
  }
  float val6 = *(acc1+0);
  *(data1_64+gidx0) = exp2((val0+alu0))/val6;
}
