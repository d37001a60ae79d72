/** A stand-in for next/navigation: tests set the search parameters and read the router calls. */
export const navigation = {
  params: new URLSearchParams(),
  replace: jest.fn(),
  push: jest.fn(),
  reset() {
    this.params = new URLSearchParams();
    this.replace.mockReset();
    this.push.mockReset();
  },
};

export const useRouter = () => ({ replace: navigation.replace, push: navigation.push, refresh: jest.fn() });
export const useSearchParams = () => navigation.params;
export const usePathname = () => "/chat";
