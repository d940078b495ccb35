#include <metal_stdlib>
using namespace metal;
kernel void matmul(device float* data0_256 [[buffer(0)]], device float* data1_256 [[buffer(1)]], device float* data2_256 [[buffer(2)]], uint3 gid [[threadgroup_position_in_grid]], uint3 lid [[thread_position_in_threadgroup]], uint3 tid [[thread_position_in_grid]]) {
  alignas(16) float acc0[4];
  int gidx0 = gid.x; /* 4 */
  int gidx1 = gid.y; /* 4 */
  int lidx0 = lid.x; /* 4 */
  int alu0 = gidx0*4;
  int alu1 = ((gidx1*4)+lidx0)*16;
  float4 vec0 = float4(0.0f,0.0f,0.0f,0.0f);
  *((thread float4*)((acc0+0))) = vec0;
  for (int Ridx2 = 0; Ridx2 < 16; Ridx2++) {
    float4 val0 = *((thread float4*)((acc0+0)));
    float val1 = *(data0_256+(alu1+Ridx2));
    float4 val2 = *((device float4*)((data1_256+(alu0+(Ridx2*16)))));
    float4 vec1 = float4(val0[0]+(val1*val2[0]),val0[1]+(val1*val2[1]),val0[2]+(val1*val2[2]),val0[3]+(val1*val2[3]));
    *((thread float4*)((acc0+0))) = vec1;
  }
  float4 val3 = *((thread float4*)((acc0+0)));
  *((device float4*)((data2_256+(alu0+alu1)))) = val3;
}
