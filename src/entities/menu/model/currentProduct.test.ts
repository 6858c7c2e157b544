import { describe, expect, it } from '@rstest/core';
import { $currentProductType, iddHostMounted, iddHostUnmounted, productTypeSelected } from './currentProduct';

describe('current product (000 §2: #/childiDDUserPortal marks the product as IDD while mounted)', () => {
  it('is the selected product, IDD while the IDD user host is mounted, and the selection again after', () => {
    productTypeSelected('MARKET');
    expect($currentProductType.getState()).toBe('MARKET');
    iddHostMounted();
    expect($currentProductType.getState()).toBe('IDD');
    productTypeSelected('DOC_EXCHANGE');
    expect($currentProductType.getState()).toBe('IDD');
    iddHostUnmounted();
    expect($currentProductType.getState()).toBe('DOC_EXCHANGE');
  });
});
