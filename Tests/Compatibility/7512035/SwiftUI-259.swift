// swift-format-ignore-file
// Frozen: the sample at Sources/PagerKit/PagerKit.docc/SwiftUI.md:259 of 7512035 (issue 71), as an app copied it. It must
// compile against today's API with deprecation warnings at most; never edit it.
import PagerRecording
import ScrollPager
import SwiftUI

@available(iOS 18, macOS 15, *)
struct RecordedProfile: View {
    @State private var tab = "Shots"
    @State private var titleOpacity = 0.0
    let recording: ScreenRecording  // started by the app: try recording.start(events: path)
    let saved: PagerState?
    let save: (PagerState) -> Void

    var body: some View {
        PagerView(selection: $tab, configuration: .swipe, restoring: saved) {
            ForEach(["Shots", "Likes"], id: \.self) { name in
                PagerTab(name, value: name) { List(0..<30, id: \.self) { Text("\(name) \($0)") } }
            }
        } header: {
            Text("Profile").font(.largeTitle)
        }
        .recording(recording)
        .onHeaderProgress { titleOpacity = $0 }
        .onSave(save)
    }
}
