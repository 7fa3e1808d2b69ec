package perf

// lru is a cache of keys (sectors or lines) with least-recently-used
// replacement; each key carries the clock its data is (or will be) there.
type lru struct {
	cap        int
	idx        map[uint64]int32
	key        []uint64
	val        []float64
	prev, next []int32
	head, tail int32 // most and least recently used (-1: empty)
}

func newLRU(capacity int) *lru {
	return &lru{cap: max(1, capacity), idx: map[uint64]int32{}, head: -1, tail: -1}
}

func (c *lru) has(k uint64) bool {
	_, ok := c.idx[k]
	return ok
}

// get returns k's value and makes it the most recently used.
func (c *lru) get(k uint64) (float64, bool) {
	i, ok := c.idx[k]
	if !ok {
		return 0, false
	}
	c.front(i)
	return c.val[i], true
}

// put sets k's value, making it the most recently used; a new key evicts the
// least recently used one when the cache is full.
func (c *lru) put(k uint64, v float64) {
	if i, ok := c.idx[k]; ok {
		c.val[i] = v
		c.front(i)
		return
	}
	var i int32
	if len(c.key) < c.cap {
		i = int32(len(c.key))
		c.key = append(c.key, k)
		c.val = append(c.val, v)
		c.prev = append(c.prev, -1)
		c.next = append(c.next, -1)
	} else {
		i = c.tail
		delete(c.idx, c.key[i])
		c.unlink(i)
		c.key[i], c.val[i] = k, v
	}
	c.idx[k] = i
	c.link(i)
}

func (c *lru) front(i int32) {
	if c.head == i {
		return
	}
	c.unlink(i)
	c.link(i)
}

func (c *lru) unlink(i int32) {
	p, n := c.prev[i], c.next[i]
	if p >= 0 {
		c.next[p] = n
	} else if c.head == i {
		c.head = n
	}
	if n >= 0 {
		c.prev[n] = p
	} else if c.tail == i {
		c.tail = p
	}
	c.prev[i], c.next[i] = -1, -1
}

func (c *lru) link(i int32) {
	c.prev[i], c.next[i] = -1, c.head
	if c.head >= 0 {
		c.prev[c.head] = i
	}
	c.head = i
	if c.tail < 0 {
		c.tail = i
	}
}
