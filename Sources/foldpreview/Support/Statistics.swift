/// Order statistics of a sample, for frame times.
struct Statistics {
    let sorted: [Double]

    init(_ samples: [Double]) { sorted = samples.sorted() }

    /// The q-quantile (0...1) by the nearest-rank method; 0 for an empty sample.
    func quantile(_ q: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((q * Double(sorted.count)).rounded(.up)) - 1
        return sorted[Swift.min(Swift.max(rank, 0), sorted.count - 1)]
    }

    var median: Double {
        guard !sorted.isEmpty else { return 0 }
        let n = sorted.count
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
    }
}
