import { BoundedCache } from "@/server/ai/bounded-cache";

describe("BoundedCache", () => {
  const lengthCost = (_: string, value: string) => value.length;

  it("computes a value once and hands the kept one back", () => {
    const cache = new BoundedCache<string, string>(100, lengthCost);
    const compute = jest.fn((key: string) => key.toUpperCase());
    expect(cache.getOrCompute("hola", compute)).toBe("HOLA");
    expect(cache.getOrCompute("hola", compute)).toBe("HOLA");
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it("drops the least recently used entries once their cost passes the budget", () => {
    const cache = new BoundedCache<string, string>(10, lengthCost);
    const compute = jest.fn((key: string) => key.repeat(4)); // each entry costs 4
    cache.getOrCompute("a", compute);
    cache.getOrCompute("b", compute);
    cache.getOrCompute("a", compute); // "a" is now the most recently used
    cache.getOrCompute("c", compute); // 12 > 10: "b", the least recently used, goes
    expect(cache.size).toBe(2);
    expect(compute).toHaveBeenCalledTimes(3);
    cache.getOrCompute("a", compute);
    expect(compute).toHaveBeenCalledTimes(3);
    cache.getOrCompute("b", compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
